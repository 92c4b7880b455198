import { useMutation } from '../../../lib/query/use-mutation';
import type { ResetPasswordInput } from '@shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: input }),
  });
}
