import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import { Archive, CalendarCheck } from 'lucide-react';
import { toast } from '../../../components/ui/toaster';
import { TRACK_APPLICATION_STATUSES, type TrackApplicationStatus } from '@shared/domain-values';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { statusLabel } from '../../../lib/format';
import { useKeyShortcuts } from '../../../lib/use-key-shortcuts';
import { useSetApplicationStatus } from '../api/set-application-status';
import { useHeldStatus } from '../hooks/use-held-status';

// spec §2/§4 side column: any status from the select; Book and Archive as shortcuts, held a
// few seconds behind "Undo" (issue 41, docs/decisions/160).
export function StatusControls({ application }: { application: ApplicationDetailDto }) {
  const setStatus = useSetApplicationStatus(application.id);
  const { held, hold, undo } = useHeldStatus(application.id, application.applicant.name || 'Unknown Applicant');
  const change = (status: TrackApplicationStatus) =>
    setStatus.mutate(status, {
      onSuccess: () => toast.success('Application status updated'),
      onError: (error) => toast.error('Failed to update status', { description: friendlyErrorMessage(error) }),
    });
  const busy = setStatus.isPending || held !== undefined;
  // Issue 19: b books, a archives (as the buttons, when they are enabled); u undoes either.
  useKeyShortcuts({
    b: () => !busy && application.status !== 'booked' && hold('booked'),
    a: () => !busy && application.status !== 'archived' && hold('archived'),
    u: undo,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Status</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField label="Update Status">
          <NativeSelect
            value={held ?? application.status}
            disabled={busy}
            onChange={(event) => change(event.target.value as TrackApplicationStatus)}
          >
            {TRACK_APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid grid-cols-2 gap-2">
          <Button onClick={() => hold('booked')} disabled={busy || application.status === 'booked'}>
            <CalendarCheck aria-hidden="true" />
            Book
          </Button>
          <Button
            variant="outline"
            onClick={() => hold('archived')}
            disabled={busy || application.status === 'archived'}
          >
            <Archive aria-hidden="true" />
            Archive
          </Button>
        </div>
        {held && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
            <span>{held === 'booked' ? 'Booking' : 'Archiving'} in a few seconds.</span>
            <Button variant="outline" size="sm" onClick={undo}>
              Undo {held === 'booked' ? 'booking' : 'archiving'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
