import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { announceSessionChange } from '../hooks/session-broadcast';
import { sessionQueryKey, signedOutSession } from './get-session';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/auth/sign-out', { method: 'POST', body: {} }),
    // Whatever the server answered, this browser forgets everything it loaded as that person.
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, signedOutSession);
      announceSessionChange();
    },
  });
}
