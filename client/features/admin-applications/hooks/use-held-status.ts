import { useSyncExternalStore } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { toast } from '../../../components/ui/toaster';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { putApplicationStatus, reloadAfterStatusChange } from '../api/set-application-status';
import { heldStatusOf, holdStatus, subscribeToHeld, undoHeld } from '../lib/held-status-changes';

export type HeldStatus = 'booked' | 'archived';
const FUTURE: Record<HeldStatus, string> = { booked: 'will be booked', archived: 'will be archived' };

// Issue 41 (docs/decisions/160): Book and Archive wait a few seconds behind an "Undo" toast;
// only then is the status sent (and the person emailed, by the server, as before).
export function useHeldStatus(applicationId: string, name: string) {
  const queryClient = useQueryClient();
  const held = useSyncExternalStore(
    subscribeToHeld,
    () => heldStatusOf(applicationId),
    () => undefined,
  );
  const toastId = `held-status-${applicationId}`;

  const undo = () => {
    if (!undoHeld(applicationId)) return;
    toast.dismiss(toastId);
    toast.info('Undone: nothing was changed');
  };

  const hold = (status: HeldStatus) => {
    holdStatus(applicationId, status, () => {
      toast.dismiss(toastId);
      putApplicationStatus(applicationId, status)
        .then(() => reloadAfterStatusChange(queryClient, applicationId))
        .then(
          () => toast.success('Application status updated'),
          (error: unknown) => toast.error('Failed to update status', { description: friendlyErrorMessage(error) }),
        );
    });
    // Up until the change is sent or undone (a pointer resting on a toast pauses its timer).
    toast.info(`${name} ${FUTURE[status]}`, {
      id: toastId,
      description: 'Nothing is saved or emailed for a few seconds.',
      duration: Number.POSITIVE_INFINITY,
      closeButton: false,
      action: { label: 'Undo', onClick: undo },
    });
  };

  return { held, hold, undo };
}
