import type { MyBookingDto } from '@server/modules/event-night/event-night.dto';
import { CalendarClock, CheckCircle2, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { formatEventDay, formatEventWhen } from '../../../lib/format';
import { formatEventMoment, formatEventTime } from '../../../lib/format-event-times';
import { Link } from '../../../lib/router/router';
import { useCancelBooking } from '../api/cancel-booking';
import { useConfirmBooking } from '../api/confirm-booking';
import { TicketCode } from './ticket-code';

// D36: one upcoming booking: its times where it happens, the prompt to confirm while asked, the
// ticket once confirmed, and "I can't make it" (saying plainly when that counts as late).
export function BookingItem({ booking, onChanged }: { booking: MyBookingDto; onChanged: () => unknown }) {
  const confirm = useConfirmBooking();
  const cancel = useCancelBooking(onChanged);
  const [cancelling, setCancelling] = useState(false);
  const { title, timeZone } = booking;
  const started = Date.now() >= new Date(booking.startsAt).getTime();
  const late = Date.now() >= new Date(booking.freeCancelUntil).getTime();
  const promptId = `confirm-${booking.applicationId}`;

  const confirmComing = () =>
    confirm.mutate(booking.applicationId, {
      onSuccess: () => toast.success("You're confirmed", { description: 'Your ticket is below, and in your email.' }),
      onError: (error) => toast.error(serverMessage(error, 'Failed to confirm')),
    });
  const cancelBooking = () =>
    cancel.mutateAsync(booking.applicationId).then(
      (result) =>
        toast.success('Booking cancelled', {
          description: result.lateCancellation
            ? 'Less than 24 hours before the start: this counts as a late cancellation.'
            : 'Your spot goes to the next person on the waitlist.',
        }),
      (error) => toast.error(serverMessage(error, 'Failed to cancel')),
    );

  return (
    <li
      className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-[1fr_auto]"
      aria-label={`Booking: ${title}`}
      data-testid="booking"
    >
      <div className="grid content-start gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/opportunity/${booking.opportunityId}`}
              className="font-semibold break-words hover:text-violet-200"
            >
              {title}
            </Link>
            {booking.confirmation === 'confirmed' && (
              <Badge variant="green">
                <CheckCircle2 className="size-3" aria-hidden="true" />
                Confirmed
              </Badge>
            )}
            {booking.checkedInAt && <Badge variant="green">Checked in</Badge>}
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
              <time dateTime={booking.startsAt}>{formatEventWhen(booking)}</time>
            </span>
            {booking.venue && (
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                {booking.venue}
              </span>
            )}
            {booking.callAt && <span>Crew call {formatEventTime(booking.callAt, timeZone)}</span>}
          </p>
        </div>

        {booking.confirmation === 'asked' && (
          <div className="grid gap-2 rounded-md border border-violet-400/40 bg-violet-500/10 p-3 sm:flex sm:items-center sm:justify-between">
            <p id={promptId} className="text-sm font-medium">
              Confirm you're coming to {title} on {formatEventDay(booking.startsAt, timeZone, 'long')}
            </p>
            <Button
              size="sm"
              disabled={confirm.isPending}
              aria-label={`Confirm you're coming to ${title}`}
              aria-describedby={promptId}
              onClick={confirmComing}
            >
              Confirm
            </Button>
          </div>
        )}
        {booking.confirmation === 'not-asked' && (
          <p className="text-sm text-muted-foreground">Three days before, we'll ask you to confirm you're coming.</p>
        )}

        {!started && (
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={cancel.isPending}
              aria-label={`I can't make it to ${title}`}
              onClick={() => setCancelling(true)}
            >
              I can't make it
            </Button>
          </div>
        )}
      </div>

      {booking.ticket && (
        <div className="grid justify-items-start gap-2 sm:justify-items-center">
          <TicketCode payload={booking.ticket.qr} doorCode={booking.ticket.doorCode} title={title} />
          <Link
            to={`/ticket/${booking.ticket.qr}`}
            className="text-sm font-medium text-violet-300 underline-offset-4 hover:underline"
          >
            Open my ticket
          </Link>
        </div>
      )}

      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Can't make it to ${title}?`}
        description={
          late
            ? 'It is less than 24 hours before the start, so this counts as a late cancellation on your record. Your spot goes to the next person on the waitlist.'
            : `You can cancel freely until ${formatEventMoment(booking.freeCancelUntil, timeZone)}; after that it counts as a late cancellation. Your spot goes to the next person on the waitlist.`
        }
        confirmLabel={late ? 'Cancel late' : 'Cancel my booking'}
        cancelLabel="Keep my spot"
        onConfirm={cancelBooking}
      />
    </li>
  );
}
