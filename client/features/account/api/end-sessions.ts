import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { accountSessionsQueryKey } from './list-sessions';

// D25: sign out another device, or every other device at once.
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<{ ended: true }>(`/account/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ended: true }>('/account/sessions/end-others', { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
