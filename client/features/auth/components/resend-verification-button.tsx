import { toast } from '../../../components/ui/toaster';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/error-mapper';
import { useSendVerificationEmail } from '../api/send-verification-email';

// EMAIL_VERIFICATION=required: a new confirmation link, for a lost or expired one.
export function ResendVerificationButton({ email, className }: { email: string; className?: string }) {
  const send = useSendVerificationEmail();
  return (
    <Button
      variant="outline"
      className={className}
      disabled={send.isPending}
      onClick={() =>
        send.mutate(
          { email },
          {
            onSuccess: () => toast.success('We sent a new link. Check your inbox.'),
            onError: (error) => toast.error(serverMessage(error, 'An error occurred')),
          },
        )
      }
    >
      {send.isPending ? 'Sending...' : 'Send the link again'}
    </Button>
  );
}
