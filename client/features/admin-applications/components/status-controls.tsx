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

// spec §2/§4 side column: any status from the select; Book and Archive as shortcuts.
export function StatusControls({ application }: { application: ApplicationDetailDto }) {
  const setStatus = useSetApplicationStatus(application.id);
  const change = (status: TrackApplicationStatus) =>
    setStatus.mutate(status, {
      onSuccess: () => toast.success('Application status updated'),
      onError: (error) => toast.error('Failed to update status', { description: friendlyErrorMessage(error) }),
    });
  const busy = setStatus.isPending;
  // Issue 19: b books, a archives (as the buttons, when they are enabled).
  useKeyShortcuts({
    b: () => !busy && application.status !== 'booked' && change('booked'),
    a: () => !busy && application.status !== 'archived' && change('archived'),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Status</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField label="Update Status">
          <NativeSelect
            value={application.status}
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
          <Button onClick={() => change('booked')} disabled={busy || application.status === 'booked'}>
            <CalendarCheck aria-hidden="true" />
            Book
          </Button>
          <Button
            variant="outline"
            onClick={() => change('archived')}
            disabled={busy || application.status === 'archived'}
          >
            <Archive aria-hidden="true" />
            Archive
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
