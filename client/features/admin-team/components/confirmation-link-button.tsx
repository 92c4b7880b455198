import { MailCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { useSendConfirmationLink } from '../api/send-confirmation-link';

export const CONFIRMATION_LINK_SENT = 'Confirmation link sent';

// D30: sends `email` its confirmation link; the person opens it, then can be given a role.
// `label`, where several such buttons show, names whose link it is (and starts with the
// visible text, so voice control finds it).
export function ConfirmationLinkButton({ email, label }: { email: string; label?: string }) {
  const send = useSendConfirmationLink();
  const onClick = () =>
    send.mutateAsync({ email }).then(
      () => toast.success(CONFIRMATION_LINK_SENT, { description: `We emailed ${email} a link to confirm it.` }),
      (error) => toast.error(serverMessage(error, 'Failed to send the confirmation link')),
    );
  return (
    <Button type="button" variant="outline" size="sm" disabled={send.isPending} onClick={onClick} aria-label={label}>
      <MailCheck aria-hidden="true" />
      {send.isPending ? 'Sending...' : 'Send confirmation link'}
    </Button>
  );
}
