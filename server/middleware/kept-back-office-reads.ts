import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import { answerBody } from './answer-bodies';
import { BACK_OFFICE_CHANGES_CHANNEL, watchChangeNotices } from '../db/change-notices';
import type { DatabaseHandle } from '../db/database';
import { keptBody } from '../lib/kept-body';
import type { Logger } from '../lib/logger';
import { createReadCache } from '../lib/read-cache';
import { retriedSubscription } from '../lib/retried-subscription';
import { HubClosedError, type createChangeHub } from '../realtime/change-hub';

// The back office's busiest reads: the overview, the funnel, and the applications, users and
// talent lists (their first pages, filters and searches). Details, exports and live streams are
// always read afresh.
const KEPT_PATHS = new Set([
  '/api/admin/overview',
  '/api/admin/analytics',
  '/api/admin/applications',
  '/api/admin/users',
  '/api/admin/talent',
]);
const KEPT_MS = 5_000;

type KeptAnswer = { status: number; body: string; contentType: string | null };

// The answer's text as its handler wrote it (answer-bodies.ts), not read back from the answer; read
// back, from a copy, only where it was made otherwise.
async function answerText(answer: Response): Promise<string> {
  const body = answerBody(answer);
  if (typeof body === 'string') return body;
  return body ? new TextDecoder().decode(body) : answer.clone().text();
}

// A hard reload (or any client that says so) reads afresh.
function asksFresh(c: Context): boolean {
  return (
    /no-cache|no-store|max-age=0/i.test(c.req.header('cache-control') ?? '') ||
    /no-cache/i.test(c.req.header('pragma') ?? '')
  );
}

// The same answer for everyone with the same roles (what a reviewer sees differs from an admin's)
// and the same address, its parameters in any order.
function keyOf(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  url.searchParams.sort();
  return `${[...(c.get('roles') ?? [])].sort().join(',')} ${url.pathname}?${url.searchParams}`;
}

// Decision 133: answers of the back office's lists kept for a few seconds, only while this
// process hears every change to what they read, as the public reads are (decision 017):
// - the database announces every committed change to people, accounts, roles, track and
//   opportunity applications and invitations (migration 0013), opportunities and their tags
//   (migration 0006), whoever makes it (another process, a periodic job, a script);
// - every write request this process answers (any method but GET and HEAD) forgets them before
//   its answer leaves, so the writer's next read is exact;
// - every live-update event (D17) forgets them before it reaches a live page, so the page's
//   reload after the event never gets an answer older than it.
// Who may read is still decided per request (the admin guard runs first).
export function keepBackOfficeReads(
  database: Pick<DatabaseHandle, 'listen'>,
  options: {
    publicReads: { keeping: () => boolean; onForget: (forget: () => void) => void };
    changeHub: Pick<ReturnType<typeof createChangeHub>, 'subscribe'>;
    logger?: Logger;
  },
) {
  const changes = watchChangeNotices(database, BACK_OFFICE_CHANGES_CHANNEL, () => answers.clear(), {
    kept: 'back-office answers',
    logger: options.logger,
  });
  // The live-update hub: heard once subscribed; tried again (at most every 5 s, when asked) if
  // subscribing failed; never again once the hub has closed (the process is stopping).
  const liveEvents = retriedSubscription({
    subscribe: async () => {
      const subscription = await options.changeHub.subscribe(
        {
          onEvent: () => answers.clear(),
          onResync: () => answers.clear(),
          onClose: () => {
            liveEvents.end();
            answers.clear();
          },
        },
        { internal: true },
      );
      return () => subscription.unsubscribe();
    },
    onHeard: () => answers.clear(),
    onFailed: (error) =>
      options.logger?.warn('Live-update events are not heard; back-office answers are not kept', error),
    isFinal: (error) => error instanceof HubClosedError,
  });
  const answers = createReadCache<KeptAnswer>({
    ttlMs: KEPT_MS,
    maxEntries: 500,
    keeping: () => changes.hearing() && liveEvents.hearing() && options.publicReads.keeping(),
  });
  options.publicReads.onForget(() => answers.clear());

  const retry = () => {
    changes.retry();
    liveEvents.retry();
  };

  const keep: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' || !KEPT_PATHS.has(c.req.path) || asksFresh(c)) return next();
    retry();
    let own = false;
    const answer = await answers.read(
      keyOf(c),
      async () => {
        own = true;
        await next();
        return {
          status: c.res.status,
          body: await answerText(c.res),
          contentType: c.res.headers.get('content-type'),
        };
      },
      (read) => read.status === 200,
    );
    if (own) return;
    c.header('Cache-Control', 'no-store');
    return keptBody(c, answer, () => answer.body, {
      status: answer.status as ContentfulStatusCode,
      contentType: answer.contentType,
    });
  };

  const forgetAfterWrites: MiddlewareHandler = async (_c, next) => {
    try {
      await next();
    } finally {
      answers.clear();
    }
  };

  return {
    // On every /api/admin/* request, after the admin guard.
    keep,
    // On every /api write (on-writes.ts), first.
    forgetAfterWrites,
    // Start-up: keep from now on. Shut-down: close().
    async watchChanges(): Promise<void> {
      await liveEvents.start();
      await changes.start();
    },
    async close(): Promise<void> {
      await liveEvents.close();
      await changes.close();
    },
  };
}
