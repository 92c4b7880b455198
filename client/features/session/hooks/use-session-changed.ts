import { useCallback } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { sessionQueryKey } from '../api/get-session';
import { announceSessionChange } from './session-broadcast';

// After signing in or up: reload the session here and tell the other tabs.
export function useSessionChanged() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    announceSessionChange();
  }, [queryClient]);
}
