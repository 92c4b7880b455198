import type { DatabaseHandle, Unlisten } from '../../db/database';
import type { Logger } from '../../lib/logger';

// Migration 0006 announces here every committed change to opportunities, their tags and tag
// assignments, whoever makes it: this server, another process, a script.
export const OPPORTUNITY_CHANGES_CHANNEL = 'backline_opportunity_changes';
const RETRY_AFTER_MS = 5_000;

type State = 'idle' | 'starting' | 'hearing' | 'closed';

// Hears those notices for this process (docs/decisions/017). `hearing()` is true only while
// LISTEN is in effect; a process that cannot listen keeps nothing and tries again at most
// every 5 seconds when asked (`retry()`). A dropped connection comes back by itself, and
// `onChange` runs then too, since notices sent meanwhile are lost.
export function watchOpportunityChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  onChange: () => void,
  logger?: Logger,
) {
  let state: State = 'idle';
  let wanted = false;
  let failedAt = Number.NEGATIVE_INFINITY;
  let unlisten: Unlisten | undefined;

  const attempt = (): Promise<void> => {
    state = 'starting';
    return database.listen(OPPORTUNITY_CHANGES_CHANNEL, onChange, { onReconnect: onChange }).then(
      async (stop) => {
        if (state === 'closed') {
          await stop();
          return;
        }
        unlisten = stop;
        // Changes made before LISTEN took effect went unheard: nothing read so far is kept.
        onChange();
        state = 'hearing';
      },
      (error: unknown) => {
        if (state !== 'starting') return;
        state = 'idle';
        failedAt = Date.now();
        logger?.warn('Opportunity change notices are not heard; public reads are not kept', error);
      },
    );
  };

  return {
    hearing: () => state === 'hearing',
    // Resolves once the notices are heard, or the attempt failed (and was logged).
    async start(): Promise<void> {
      wanted = true;
      if (state === 'idle') await attempt();
    },
    retry(): void {
      if (wanted && state === 'idle' && Date.now() - failedAt >= RETRY_AFTER_MS) void attempt();
    },
    async close(): Promise<void> {
      state = 'closed';
      await unlisten?.();
    },
  };
}
