import { useMutation } from '../../../lib/query/use-mutation';
import type { ForgotPasswordInput } from '@shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

// Issue 7: the answer is the same whether or not the address has an account.
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest<unknown>('/auth/request-password-reset', { method: 'POST', body: input }),
  });
}
