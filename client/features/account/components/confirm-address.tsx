import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/error-mapper';
import { useSendConfirmationLink } from '../api/send-confirmation-link';

// Issue 41: "Not confirmed" comes with the way to confirm it: a new link to the address
// (decision 144: it works once, for 24 hours).
export function ConfirmAddress({ email }: { email: string }) {
  const send = useSendConfirmationLink();
  return (
    <div className="grid gap-3 rounded-lg border border-dashed border-border p-4">
      <p className="text-sm text-muted-foreground">
        Your address is not confirmed yet. Confirming it proves the inbox is yours, so a forgotten password can always
        be reset there.
      </p>
      {send.isSuccess ? (
        <Alert tone="info" title="Check your inbox">
          We sent a link to {email}. Open it to confirm your address; it works for 24 hours.
        </Alert>
      ) : (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={send.isPending}
          onClick={() => send.mutate(email)}
        >
          {send.isPending ? 'Sending...' : 'Send confirmation link'}
        </Button>
      )}
      {send.isError && <Alert>{serverMessage(send.error, 'Failed to send the link')}</Alert>}
    </div>
  );
}
