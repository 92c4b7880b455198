import { NO_SHOW_REASON_MAX_LENGTH, noShowCorrectionSchema } from '@shared/door';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { useCorrectNoShow } from '../api/correct-no-show';

// D36: a no-show corrected by staff, with the reason (it goes in the activity feed and the
// person's communication log).
export function NoShowCorrectionDialog({
  opportunityId,
  booking,
  onOpenChange,
}: {
  opportunityId: string;
  booking: { applicationId: string; name: string } | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const correct = useCorrectNoShow(opportunityId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!booking) return;
    const parsed = noShowCorrectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    correct.mutate(
      { applicationId: booking.applicationId, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(`${booking.name} is checked in`);
          close();
        },
        onError: (failure) => setError(serverMessage(failure, 'Failed to correct the no-show')),
      },
    );
  };
  return (
    <Dialog open={booking !== undefined} onOpenChange={(open) => (open ? onOpenChange(true) : close())}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Correct the no-show</DialogTitle>
            <DialogDescription>
              {booking?.name} is checked in again. Say why: it is logged in the activity feed and their communication
              log.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Reason" error={error}>
            <Textarea
              rows={3}
              maxLength={NO_SHOW_REASON_MAX_LENGTH}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={correct.isPending}>
              {correct.isPending ? 'Correcting...' : 'Correct and check in'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
