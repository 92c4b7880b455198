import { useMutation } from '../../../lib/query/use-mutation';
import type { ConfirmEmailInput } from '@shared/auth-schemas';
import type { EmailLinkOutcomeDto } from '@server/modules/accounts/email-links.dto';
import { apiRequest } from '../../../lib/api-client';

// Issue 40: open the emailed link for good (confirm, change the address, or take the account
// over with a new password).
export function useConfirmEmail() {
  return useMutation({
    mutationFn: (input: ConfirmEmailInput) =>
      apiRequest<EmailLinkOutcomeDto>('/auth/confirm-email', { method: 'POST', body: input }),
  });
}
