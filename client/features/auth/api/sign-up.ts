import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

// `token` is null when the account must confirm its email first (EMAIL_VERIFICATION=required):
// no session was started.
export type SignUpResult = { token: string | null };

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiRequest<SignUpResult>('/auth/sign-up/email', { method: 'POST', body: input }),
  });
}
