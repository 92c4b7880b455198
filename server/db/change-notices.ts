import type { Logger } from '../lib/logger';
import type { DatabaseHandle, Unlisten } from './database';

// Migration 0006: opportunities, their tags and tag assignments (what the public pages show).
export const OPPORTUNITY_CHANGES_CHANNEL = 'backline_opportunity_changes';
// Migration 0013: what the back office's lists read besides opportunities (people, accounts,
// roles, track and opportunity applications, invitations).
export const BACK_OFFICE_CHANGES_CHANNEL = 'backline_back_office_changes';

const RETRY_AFTER_MS = 5_000;

type State = 'idle' | 'starting' | 'hearing' | 'closed';

// Hears one channel on which database triggers announce every committed change to some tables,
// whoever makes it: this server, another process, a script (migrations 0006 and 0013). What a
// process keeps from those tables is kept only while `hearing()` is true (decisions 017, 133):
// a process that cannot listen keeps nothing and tries again at most every 5 seconds when
// asked (`retry()`). A dropped connection comes back by itself, and `onChange` runs then too,
// since notices sent meanwhile are lost. `kept` names what is kept, for the log.
export function watchChangeNotices(
  database: Pick<DatabaseHandle, 'listen'>,
  channel: string,
  onChange: () => void,
  options: { kept: string; logger?: Logger },
) {
  let state: State = 'idle';
  let wanted = false;
  let failedAt = Number.NEGATIVE_INFINITY;
  let unlisten: Unlisten | undefined;

  const attempt = (): Promise<void> => {
    state = 'starting';
    return database.listen(channel, onChange, { onReconnect: onChange }).then(
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
        options.logger?.warn(`Change notices on ${channel} are not heard; ${options.kept} are not kept`, error);
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
