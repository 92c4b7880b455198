import { useMutation } from '../../../lib/query/use-mutation';
import type { ResendVerificationInput } from '@shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';

// EMAIL_VERIFICATION=required: 'Send the link again'.
export function useSendVerificationEmail() {
  return useMutation({
    mutationFn: (input: ResendVerificationInput) =>
      apiRequest<unknown>('/auth/send-verification-email', { method: 'POST', body: input }),
  });
}
