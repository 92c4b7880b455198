import { Hono } from 'hono';
import { outboxQuerySchema } from '@shared/email-settings';
import { isUuid } from '@shared/ids';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readQuery } from '../../lib/request-body';
import type { OutboxService } from './outbox.service';
import { describeRoute } from '../../openapi/describe-route';

// /api/admin/outbox — admin only (the admin guard): what was sent, what waits, what failed.
export function outboxRoutes(outbox: OutboxService) {
  return new Hono<AppEnv>()
    .get(
      '/',
      describeRoute({
        summary: 'The email outbox: sent, pending with the last error, failed with the reason (never the bodies)',
        access: 'admins',
        query: outboxQuerySchema,
      }),
      async (c) => c.json(await outbox.list(readQuery(c, outboxQuerySchema))),
    )
    .post(
      '/:id/retry',
      describeRoute({ summary: 'Send a failed email again', access: 'admins', status: 204, answers: 'nothing' }),
      async (c) => {
        const id = c.req.param('id');
        if (!isUuid(id)) throw notFound('Email not found');
        await outbox.retry(id);
        return c.body(null, 204);
      },
    );
}
