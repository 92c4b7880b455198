import type { Logger } from '../lib/logger';
import { retriedSubscription } from '../lib/retried-subscription';
import type { DatabaseHandle } from './database';

// Migration 0006: opportunities, their tags and tag assignments (what the public pages show).
export const OPPORTUNITY_CHANGES_CHANNEL = 'backline_opportunity_changes';
// Migration 0013: what the back office's lists read besides opportunities (people, accounts,
// roles, track and opportunity applications, invitations).
export const BACK_OFFICE_CHANGES_CHANNEL = 'backline_back_office_changes';

// Hears one channel on which database triggers announce every committed change to some tables,
// whoever makes it: this server, another process, a script (migrations 0006 and 0013). What a
// process keeps from those tables is kept only while `hearing()` is true (decisions 017, 133):
// a process that cannot listen keeps nothing and tries again at most every 5 seconds when
// asked (`retry()`, retried-subscription.ts). A dropped connection comes back by itself, and
// `onChange` runs then too, since notices sent meanwhile are lost. `kept` names what is kept,
// for the log.
export function watchChangeNotices(
  database: Pick<DatabaseHandle, 'listen'>,
  channel: string,
  onChange: () => void,
  options: { kept: string; logger?: Logger },
) {
  return retriedSubscription({
    subscribe: () => database.listen(channel, onChange, { onReconnect: onChange }),
    onHeard: onChange,
    onFailed: (error) =>
      options.logger?.warn(`Change notices on ${channel} are not heard; ${options.kept} are not kept`, error),
  });
}
