// How often a failed subscription is tried again, at most (when asked).
export const RETRY_AFTER_MS = 5_000;

type State = 'unwanted' | 'idle' | 'starting' | 'hearing' | 'closed';

// A subscription to changes that what a process keeps depends on (the database's change notices,
// the live-update hub: decisions 017, 133, 134). Kept answers are kept only while it is heard.
// Once subscribed, `onHeard` runs: changes made before it went unheard, so nothing read so far
// may be kept. If subscribing fails, `onFailed` says so (the log) and `retry()` tries again, at
// most every RETRY_AFTER_MS; an error `isFinal` (the source is closing) ends the tries, as
// `end()` does when the source ends by itself and `close()` when the process stops.
export function retriedSubscription(options: {
  subscribe: () => Promise<() => unknown>;
  onHeard: () => void;
  onFailed: (error: unknown) => void;
  isFinal?: (error: unknown) => boolean;
}) {
  let state: State = 'unwanted';
  let failedAt = Number.NEGATIVE_INFINITY;
  let unsubscribe: (() => unknown) | undefined;

  const attempt = async (): Promise<void> => {
    state = 'starting';
    try {
      const stop = await options.subscribe();
      if (state !== 'starting') {
        // Closed while subscribing.
        await stop();
        return;
      }
      unsubscribe = stop;
      options.onHeard();
      state = 'hearing';
    } catch (error) {
      if (state !== 'starting') return;
      state = options.isFinal?.(error) ? 'closed' : 'idle';
      failedAt = Date.now();
      options.onFailed(error);
    }
  };

  return {
    hearing: () => state === 'hearing',
    // Resolves once heard, or once the attempt failed (and was reported).
    async start(): Promise<void> {
      if (state === 'unwanted' || state === 'idle') await attempt();
    },
    retry(): void {
      if (state === 'idle' && Date.now() - failedAt >= RETRY_AFTER_MS) void attempt();
    },
    end(): void {
      state = 'closed';
    },
    async close(): Promise<void> {
      state = 'closed';
      await unsubscribe?.();
    },
  };
}
