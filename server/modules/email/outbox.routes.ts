import { Hono } from 'hono';
import { z } from 'zod';
import { outboxQuerySchema } from '@shared/email-settings';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../lib/app-error';
import { readQuery } from '../../lib/request-body';
import { type RolesLookup, requireRole } from '../../middleware/require-role';
import type { OutboxService } from './outbox.service';

const emailId = z.uuid();

// Issue 7: the outbox, admin only.
export function outboxRoutes(outbox: OutboxService, rolesOf: RolesLookup) {
  return new Hono<AppEnv>()
    .use('/admin/outbox', requireRole(rolesOf, ['admin']))
    .use('/admin/outbox/*', requireRole(rolesOf, ['admin']))
    .get('/admin/outbox', async (c) => c.json(await outbox.list(readQuery(c, outboxQuerySchema))))
    .post('/admin/outbox/:id/retry', async (c) => {
      const id = c.req.param('id');
      if (!emailId.safeParse(id).success) throw notFound('Email not found');
      await outbox.retry(id);
      return c.body(null, 204);
    });
}
