import type { DoorBookingDto, DoorBookingStatus } from '@server/modules/door/door.dto';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { useCheckOut } from '../api/check-out';
import { doorClock } from '../lib/door-clock';
import { NoShowCorrectionDialog } from './no-show-correction-dialog';

const STATUS: Record<DoorBookingStatus, { label: string; variant: 'neutral' | 'green' | 'yellow' | 'red' }> = {
  expected: { label: 'Expected', variant: 'neutral' },
  in: { label: 'In', variant: 'green' },
  late: { label: 'In, late', variant: 'yellow' },
  out: { label: 'Checked out', variant: 'neutral' },
  no_show: { label: 'No-show', variant: 'red' },
};

function details(booking: DoorBookingDto, timeZone: string): string | undefined {
  if (booking.status === 'no_show' && booking.noShowAt) return `Marked at ${doorClock(booking.noShowAt, timeZone)}`;
  if (!booking.checkedInAt) return undefined;
  const by = booking.checkedInBy ? ` by ${booking.checkedInBy}` : '';
  const out = booking.checkedOutAt ? `, out at ${doorClock(booking.checkedOutAt, timeZone)}` : '';
  return `In at ${doorClock(booking.checkedInAt, timeZone)}${by}${out}`;
}

// D36: the event's bookings found by name (the server searches), each with what can be done:
// check in, check out, or correct a no-show (D31: never one's own).
export function DoorGuestList({
  opportunityId,
  timeZone,
  search,
  onSearch,
  bookings,
  total,
  loading,
  onCheckIn,
}: {
  opportunityId: string;
  timeZone: string;
  search: string;
  onSearch: (text: string) => void;
  bookings: DoorBookingDto[];
  total: number;
  loading: boolean;
  onCheckIn: (booking: DoorBookingDto) => void;
}) {
  const searchId = useId();
  const checkOut = useCheckOut(opportunityId);
  const [correcting, setCorrecting] = useState<{ applicationId: string; name: string }>();
  const nameOf = (booking: DoorBookingDto) => booking.name ?? 'Guest';
  const leave = (booking: DoorBookingDto) =>
    checkOut.mutate(booking.applicationId, {
      onSuccess: () => toast.success(`${nameOf(booking)} checked out`),
      onError: (error) => toast.error(serverMessage(error, 'Failed to check out')),
    });

  return (
    <section aria-labelledby="door-people" className="grid gap-3">
      <h2 id="door-people" className="text-lg font-semibold">
        People
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Search by name</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            autoComplete="off"
            className="h-12 pl-9 text-base"
          />
        </div>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite" aria-busy={loading}>
        {total === 0
          ? search.trim()
            ? 'Nobody by that name is booked.'
            : 'Nobody is booked yet.'
          : total > bookings.length
            ? `Showing ${bookings.length} of ${total}: search by name for the others.`
            : `${total} ${total === 1 ? 'person' : 'people'}`}
      </p>
      <ul className="grid gap-2" aria-label="Bookings">
        {bookings.map((booking) => {
          const status = STATUS[booking.status];
          const said = [booking.role, details(booking, timeZone)].filter(Boolean).join(' · ');
          return (
            <li
              key={booking.applicationId}
              aria-label={nameOf(booking)}
              className="grid gap-2 rounded-lg border border-border bg-card p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
            >
              <div className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="break-words text-base font-semibold">{nameOf(booking)}</span>
                  <Badge variant={status.variant}>{status.label}</Badge>
                </div>
                {said && <p className="text-sm text-muted-foreground">{said}</p>}
              </div>
              {booking.ownRecord ? (
                <p className="text-sm text-muted-foreground">{OWN_RECORD_MESSAGES.door}</p>
              ) : booking.status === 'expected' ? (
                <Button size="lg" onClick={() => onCheckIn(booking)}>
                  Check in<span className="sr-only"> {nameOf(booking)}</span>
                </Button>
              ) : booking.status === 'in' || booking.status === 'late' ? (
                <Button size="lg" variant="outline" onClick={() => leave(booking)} disabled={checkOut.isPending}>
                  Check out<span className="sr-only"> {nameOf(booking)}</span>
                </Button>
              ) : booking.status === 'no_show' ? (
                <Button
                  size="lg"
                  variant="outline"
                  onClick={() => setCorrecting({ applicationId: booking.applicationId, name: nameOf(booking) })}
                >
                  Correct no-show<span className="sr-only"> of {nameOf(booking)}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <NoShowCorrectionDialog
        opportunityId={opportunityId}
        booking={correcting}
        onOpenChange={(open) => {
          if (!open) setCorrecting(undefined);
        }}
      />
    </section>
  );
}
