import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => apiRequest<unknown>('/auth/sign-up/email', { method: 'POST', body: input }),
  });
}
