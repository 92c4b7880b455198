import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import type { ChangeEvent } from '@server/realtime/change-events';
import { applyChange, reloadEverythingLive } from './apply-change';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

const LIVE_URL = '/api/admin/live';
const MAX_RETRY_MS = 30_000;

// D17: one server-sent event stream per admin tab. The browser reconnects by itself after a
// dropped connection; when it gives up (the server answered an error), this tries again with
// a growing pause. After any gap, everything live is reloaded (changes may have been missed).
// `onRefused` runs when the server refused the stream (the session or the role may be gone).
export function useLiveUpdates(enabled: boolean, onRefused?: () => void): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const refused = useRef(onRefused);
  refused.current = onRefused;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let connectedBefore = false;

    const connect = () => {
      source = new EventSource(LIVE_URL);
      source.addEventListener('ready', () => {
        failures = 0;
        if (connectedBefore) reloadEverythingLive(queryClient);
        connectedBefore = true;
        setStatus('live');
      });
      source.addEventListener('change', (event) => {
        try {
          applyChange(queryClient, JSON.parse((event as MessageEvent<string>).data) as ChangeEvent);
        } catch {
          // A malformed event changes nothing.
        }
      });
      source.addEventListener('resync', () => reloadEverythingLive(queryClient));
      source.onerror = () => {
        setStatus('reconnecting');
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        refused.current?.();
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

  return status;
}
