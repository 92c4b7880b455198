import { useMutation } from '../../../lib/query/use-mutation';
import type { SignUpInput } from '@shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

// `signedIn` is false when the account must confirm its email first (EMAIL_VERIFICATION=required):
// no session was started. (The session token itself stays in the httpOnly cookie.)
export type SignUpResult = { signedIn: boolean };

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      apiRequest<SignUpResult>('/auth/sign-up/email', { method: 'POST', body: input }),
  });
}
