import type { DoorStateDto } from '@server/modules/door/door.dto';
import { ArrowLeft, CloudUpload, FileQuestion } from 'lucide-react';
import { useState } from 'react';
import { ExportLink } from '../../../components/data-table/export-link';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { formatEventWhen } from '../../../lib/format';
import { Link } from '../../../lib/router/router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDoorState } from '../api/get-door-state';
import { useDoorScans } from '../hooks/use-door-scans';
import { doorClock } from '../lib/door-clock';
import { CameraScanner } from './camera-scanner';
import { DoorCodeForm } from './door-code-form';
import { DoorCounters } from './door-counters';
import { DoorGuestList } from './door-guest-list';
import { RecentScans } from './recent-scans';
import { ScanResultPanel } from './scan-result-panel';

// D36: from 2 hours before the start to the end, in the event's own hours.
function windowText(door: DoorStateDto, now = Date.now()): string {
  if (!door.window) return 'This event has no start and end times yet: set them in its form to check people in.';
  const opens = Date.parse(door.window.opensAt);
  const closes = Date.parse(door.window.closesAt);
  const at = (instant: string) => doorClock(instant, door.timeZone);
  if (now < opens) return `Check-in opens at ${at(door.window.opensAt)}.`;
  if (now < closes) return `Check-in is open until ${at(door.window.closesAt)}.`;
  return `Check-in has ended: the event ended at ${at(door.window.closesAt)}.`;
}

function BackLink({ opportunityId }: { opportunityId: string }) {
  return (
    <Link
      to={`/admin/opportunity/${opportunityId}`}
      className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to the opportunity
    </Link>
  );
}

// Issue 42 (D36, docs/decisions/181) /admin/door/:opportunityId: the door on a phone first — the
// live counters, the answer to the last scan, the camera, the typed code, the queue of scans
// waiting for a connection, and everyone booked, found by name.
export function DoorView({ opportunityId }: { opportunityId: string }) {
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), 300);
  const door = useDoorState(opportunityId, settledSearch);
  const scans = useDoorScans(opportunityId);

  if (door.isPending) return <Skeleton className="h-96" aria-busy="true" />;
  if (door.isError) {
    const missing = door.error instanceof ApiError && door.error.status === 404;
    return (
      <div className="grid gap-4">
        <BackLink opportunityId={opportunityId} />
        <EmptyState
          titleAs="h1"
          icon={FileQuestion}
          title={missing ? 'Opportunity not found' : 'Could not load the door'}
          description={missing ? undefined : friendlyErrorMessage(door.error)}
        />
      </div>
    );
  }
  const state = door.data;
  const when = formatEventWhen({ startsAt: state.startsAt, endsAt: state.endsAt, timeZone: state.timeZone });

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink opportunityId={opportunityId} />
        <ExportLink href={`/api/admin/door/${encodeURIComponent(opportunityId)}/hours`} label="Download hours (CSV)" />
      </div>
      <header className="grid gap-1">
        <h1 className="break-words font-display text-2xl font-bold leading-tight sm:text-3xl">Door: {state.title}</h1>
        <p className="text-sm text-muted-foreground">{[when, state.venue].filter(Boolean).join(' · ')}</p>
        <p className="text-sm font-medium">{windowText(state)}</p>
      </header>
      <DoorCounters counts={state.counts} />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid gap-4">
          <ScanResultPanel result={scans.latest} timeZone={state.timeZone} />
          <div role="status">
            {scans.waiting > 0 && (
              <p className="flex items-center gap-2 rounded-lg border border-blue-400/50 bg-blue-500/15 px-3 py-2 text-sm text-blue-50">
                <CloudUpload className="size-4 shrink-0" aria-hidden="true" />
                <span data-testid="waiting-scans">
                  {scans.waiting === 1 ? '1 scan is' : `${scans.waiting} scans are`} waiting to be sent.
                </span>
              </p>
            )}
          </div>
          <Card className="grid gap-4 p-4">
            <CameraScanner onScan={(payload) => scans.submit({ payload }, 'Ticket')} />
            <DoorCodeForm onCode={(code) => scans.submit({ code }, `Code ${code.toUpperCase()}`)} />
          </Card>
          <RecentScans results={scans.recent} timeZone={state.timeZone} />
        </div>
        <DoorGuestList
          opportunityId={opportunityId}
          timeZone={state.timeZone}
          search={search}
          onSearch={setSearch}
          bookings={state.bookings}
          total={state.total}
          loading={door.isFetching}
          onCheckIn={(booking) => scans.submit({ applicationId: booking.applicationId }, booking.name ?? 'Guest')}
        />
      </div>
    </div>
  );
}
