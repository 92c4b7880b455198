import { useMutation } from '../../../lib/query/use-mutation';
import type { ChangeEmailInput } from '@shared/account-schemas';
import { apiRequest } from '../../../lib/api-client';

// D25 through the auth library's own endpoint: a link to the new address confirms it.
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      apiRequest<{ status: boolean }>('/auth/change-email', { method: 'POST', body: input }),
  });
}
