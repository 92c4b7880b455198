import { Hono } from 'hono';
import { outboxQuerySchema } from '@shared/email-settings';
import { isUuid } from '@shared/ids';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readQuery } from '../../lib/request-body';
import type { OutboxService } from './outbox.service';

// /api/admin/outbox — admin only (the admin guard): what was sent, what waits, what failed.
export function outboxRoutes(outbox: OutboxService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await outbox.list(readQuery(c, outboxQuerySchema))))
    .post('/:id/retry', async (c) => {
      const id = c.req.param('id');
      if (!isUuid(id)) throw notFound('Email not found');
      await outbox.retry(id);
      return c.body(null, 204);
    });
}
