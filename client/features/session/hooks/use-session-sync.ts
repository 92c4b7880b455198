import { useEffect } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { sessionQueryKey } from '../api/get-session';
import { onSessionChangeElsewhere } from './session-broadcast';

// Keeps the session (and so the navigation) live across tabs.
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => onSessionChangeElsewhere(() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })),
    [queryClient],
  );
}
