import { useMutation } from '../../../lib/query/use-mutation';
import type { SignInInput } from '@shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export function useSignIn() {
  return useMutation({
    mutationFn: (input: SignInInput) => apiRequest<unknown>('/auth/sign-in/email', { method: 'POST', body: input }),
  });
}
