import { Archive, CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { type ApplicationsFilter, BULK_MAX, type BulkStatusInput } from '@shared/application-review-schemas';
import { TRACK_APPLICATION_STATUSES, type TrackApplicationStatus } from '@shared/domain-values';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { statusLabel } from '../../../lib/format';
import { useBulkSetStatus } from '../api/bulk-set-status';

export type BulkTarget =
  | { kind: 'ids'; ids: string[] }
  | { kind: 'matching'; filter: ApplicationsFilter; count: number };

const applicationsText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'application' : 'applications'}`;

// What each action says in its confirmation (spec §4: Book and Archive are booked and archived).
function actionText(status: TrackApplicationStatus, count: number): string {
  if (status === 'booked') return `Book ${applicationsText(count)}`;
  if (status === 'archived') return `Archive ${applicationsText(count)}`;
  return `Set ${applicationsText(count)} to ${statusLabel(status)}`;
}

// Issue 19: the bar over the applications table while rows are chosen: set a status, book or
// archive them all in one step, after a confirmation naming the count. A refusal names which
// applications could not change (by name where the page shows them) and nothing changes.
export function BulkActions({
  target,
  selectedCount,
  matchingCount,
  onSelectAllMatching,
  onClear,
  nameOf,
}: {
  target: BulkTarget;
  selectedCount: number;
  // All the filter matches, when it can be chosen as a whole (exactly counted, at most BULK_MAX).
  matchingCount: number | null;
  onSelectAllMatching: () => void;
  onClear: () => void;
  nameOf: (id: string) => string | undefined;
}) {
  const statusId = useId();
  const [status, setStatus] = useState<TrackApplicationStatus>('under_review');
  const [confirming, setConfirming] = useState<TrackApplicationStatus | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const bulk = useBulkSetStatus();
  const count = target.kind === 'ids' ? target.ids.length : target.count;

  const run = (chosen: TrackApplicationStatus) => {
    setConfirming(null);
    setFailures([]);
    const input: BulkStatusInput =
      target.kind === 'ids'
        ? { target: 'ids', ids: target.ids, status: chosen }
        : { target: 'matching', filter: target.filter, expectedCount: target.count, status: chosen };
    bulk.mutate(input, {
      onSuccess: (result) => {
        toast.success(`${applicationsText(result.changed)} set to ${statusLabel(result.status)}`, {
          description: result.unchanged > 0 ? `${applicationsText(result.unchanged)} already had it.` : undefined,
        });
        onClear();
      },
      onError: (error) => {
        toast.error('Nothing was changed', { description: friendlyErrorMessage(error) });
        if (error instanceof ApiError && error.issues) {
          setFailures(error.issues.map((issue) => `${nameOf(issue.path) ?? issue.path}: ${issue.message}`));
        }
      },
    });
  };

  return (
    <section
      aria-label="Bulk actions"
      className="grid gap-3 rounded-lg border border-violet-400/40 bg-violet-500/10 p-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <p className="text-sm font-medium sm:mr-auto sm:self-center" aria-live="polite">
        {applicationsText(count)} selected
        {target.kind === 'ids' && matchingCount !== null && matchingCount > selectedCount && (
          <Button variant="link" className="ml-2 h-auto p-0 align-baseline" onClick={onSelectAllMatching}>
            Select all {applicationsText(matchingCount)} matching the filter
          </Button>
        )}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor={statusId} className="text-xs">
            Set status
          </Label>
          <NativeSelect
            id={statusId}
            className="h-9 w-44"
            value={status}
            onChange={(event) => setStatus(event.target.value as TrackApplicationStatus)}
          >
            {TRACK_APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => setConfirming(status)}>
          Apply status
        </Button>
        <Button size="sm" disabled={bulk.isPending} onClick={() => setConfirming('booked')}>
          <CalendarCheck aria-hidden="true" />
          Book
        </Button>
        <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => setConfirming('archived')}>
          <Archive aria-hidden="true" />
          Archive
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      {failures.length > 0 && (
        <div role="alert" className="w-full text-sm text-red-300">
          <p>These could not be changed, so nothing was:</p>
          <ul className="list-disc pl-5">
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? `${actionText(confirming, count)}?` : ''}
        description={`Each applicant gets the same status email as for a single change, and each change is logged. At most ${BULK_MAX.toLocaleString('en-US')} at once.`}
        confirmLabel={confirming ? actionText(confirming, count) : 'Confirm'}
        destructive={confirming === 'archived'}
        onConfirm={() => confirming && run(confirming)}
      />
    </section>
  );
}
