import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../app-env';
import type { Logger } from '../lib/logger';
import { currentUser } from '../middleware/require-role';
import type { ChangeEvent } from './change-events';
import { eventBatch } from './event-batch';
import type { LiveService } from './live.service';
import { describeRoute } from '../openapi/describe-route';

// How soon a browser reconnects after the stream drops, and how often an idle stream shows
// it is alive (so proxies and load balancers keep it open).
const RECONNECT_MS = 1_000;
const HEARTBEAT_MS = 20_000;

// An event goes to every open stream that may read it: its text is made once (the hub hands each
// stream the same object).
const texts = new WeakMap<ChangeEvent, string>();
function eventText(event: ChangeEvent): string {
  let text = texts.get(event);
  if (text === undefined) {
    text = JSON.stringify(event);
    texts.set(event, text);
  }
  return text;
}

// GET /api/admin/live — D17: server-sent events telling an open admin page what changed.
// Events: `ready` (subscribed: reload what may have been missed), `change` (a ChangeEvent),
// `resync` (changes may have been missed: reload everything live).
export function liveRoutes(live: LiveService, logger: Logger) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'Live updates for open back-office pages (server-sent events: ready, change, resync)',
      access: 'staff',
      answers: 'event-stream',
    }),
    (c) => {
      const user = currentUser(c);
      const roles = c.get('roles') ?? [];
      const headers = new Headers(c.req.raw.headers);
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        await stream.write(`retry: ${RECONNECT_MS}\n\n`);
        let finish = () => {};
        const finished = new Promise<void>((resolve) => {
          finish = resolve;
        });
        const batch = eventBatch((text) => void stream.write(text));
        let connection: { close(): void };
        try {
          connection = await live.connect(
            { userId: user.id, roles, headers },
            {
              send: (event) => batch.add('change', eventText(event)),
              resync: () => batch.add('resync', '{}'),
              close: () => finish(),
            },
          );
        } catch (error) {
          // Shutting down, or the database is unreachable: the browser tries again shortly.
          logger.debug('A live connection could not subscribe', error);
          batch.stop();
          return;
        }
        stream.onAbort(() => connection.close());
        if (stream.aborted) connection.close();
        await stream.writeSSE({ event: 'ready', data: '{}' });
        const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
        await finished;
        clearInterval(heartbeat);
        batch.stop();
        connection.close();
      });
    },
  );
}
