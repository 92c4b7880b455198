import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessage } from '../../../lib/error-mapper';
import { useWithdrawApplication } from '../api/withdraw-application';

// D11: a pending application may be withdrawn by its person, after a confirmation.
export function WithdrawButton({ opportunityId, title }: { opportunityId: string; title: string }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Withdraw your application to ${title}`}
        disabled={withdraw.isPending}
        onClick={() => setConfirming(true)}
      >
        Withdraw
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Withdraw your application to ${title}?`}
        description="The team will no longer consider it, and you cannot apply to this opportunity again."
        confirmLabel="Withdraw"
        onConfirm={() =>
          withdraw.mutateAsync(opportunityId).then(
            () => toast.success('Application withdrawn'),
            (error) => toast.error(serverMessage(error, 'Failed to withdraw application')),
          )
        }
      />
    </>
  );
}
