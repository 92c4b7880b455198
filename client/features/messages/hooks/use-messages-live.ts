import { useEffect } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { messageKeys } from '../api/message-keys';

const LIVE_URL = '/api/messages/live';
const MAX_RETRY_MS = 30_000;

// D35 + D17: a signed-in person's pages hear of their own conversations (a message, an event,
// a read in another tab) and reload them; after a gap, everything of theirs is reloaded.
export function useMessagesLive(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const reload = () => void queryClient.invalidateQueries({ queryKey: messageKeys.all('person') });
    const connect = () => {
      source = new EventSource(LIVE_URL);
      source.addEventListener('ready', () => {
        if (failures > 0) reload();
        failures = 0;
      });
      source.addEventListener('change', reload);
      source.addEventListener('resync', reload);
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        failures += 1;
        retry = setTimeout(connect, Math.min(MAX_RETRY_MS, 1_000 * 2 ** Math.min(failures - 1, 5)));
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, queryClient]);
}
