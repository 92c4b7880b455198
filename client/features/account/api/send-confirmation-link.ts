import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';

// Issue 41: the settings' "Send confirmation link" for the account's own unconfirmed address,
// through the auth library's endpoint (signed in, it sends to the caller's own address only).
export function useSendConfirmationLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<unknown>('/auth/send-verification-email', { method: 'POST', body: { email } }),
  });
}
