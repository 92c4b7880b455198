import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../app-env';
import type { Logger } from '../../lib/logger';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { MessagesLiveService } from './messages-live.service';

const RECONNECT_MS = 1_000;
const HEARTBEAT_MS = 20_000;

// GET /api/messages/live — D35: server-sent events telling a person's open pages that one of
// their threads changed (`ready`, `change` with { topic: 'messages', threadId }, `resync`), as
// /api/admin/live tells the back office.
export function messagesLiveRoutes(live: MessagesLiveService, logger: Logger) {
  return new Hono<AppEnv>().get(
    '/live',
    describeRoute({
      summary: "Live updates of the caller's conversations (server-sent events: ready, change, resync)",
      access: 'members',
      answers: 'event-stream',
    }),
    (c) => {
      const user = currentUser(c);
      const headers = new Headers(c.req.raw.headers);
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        await stream.write(`retry: ${RECONNECT_MS}\n\n`);
        let finish = () => {};
        const finished = new Promise<void>((resolve) => {
          finish = resolve;
        });
        let connection: { close(): void };
        try {
          connection = await live.connect(
            { userId: user.id, headers },
            {
              send: (event) => void stream.writeSSE({ event: 'change', data: JSON.stringify(event) }),
              resync: () => void stream.writeSSE({ event: 'resync', data: '{}' }),
              close: () => finish(),
            },
          );
        } catch (error) {
          logger.debug('A live connection could not subscribe', error);
          return;
        }
        stream.onAbort(() => connection.close());
        if (stream.aborted) connection.close();
        await stream.writeSSE({ event: 'ready', data: '{}' });
        const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
        await finished;
        clearInterval(heartbeat);
        connection.close();
      });
    },
  );
}
