import { useMutation } from '../../../lib/query/use-mutation';
import type { DeleteAccountInput } from '@shared/account-schemas';
import { apiRequest } from '../../../lib/api-client';

// D25: the account and what it holds are deleted; the caller forgets the session.
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest<{ deleted: true }>('/account/delete', { method: 'POST', body: input }),
  });
}
