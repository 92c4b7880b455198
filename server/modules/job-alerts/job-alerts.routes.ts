import { type Context, Hono } from 'hono';
import { isUuid } from '@shared/ids';
import { jobAlertSchema, renameJobAlertSchema } from '@shared/job-alerts';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { AppError, notFound } from '../../lib/app-error';
import { readJson, readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import { ALERT_NOT_FOUND, type JobAlertsService } from './job-alerts.service';
import {
  invalidLinkPage,
  type UnsubscribePageLook,
  unsubscribeConfirmPage,
  unsubscribedPage,
} from './unsubscribe-page';

function alertIdParam(id: string): string {
  if (!isUuid(id)) throw notFound(ALERT_NOT_FOUND);
  return id.toLowerCase();
}

const unsubscribeQuerySchema = z.object({
  token: z.string().max(2000, 'This unsubscribe link is not valid').optional(),
});

// D24: a signed-in person's own alerts, and unsubscribing by a signed link (no session needed;
// RFC 8058's one-click POST lands on the POST here).
export function jobAlertsRoutes(alerts: JobAlertsService) {
  return new Hono<AppEnv>()
    .get(
      '/alerts/unsubscribe',
      describeRoute({
        summary: 'The alerts a signed unsubscribe link names',
        access: 'anyone',
        query: unsubscribeQuerySchema,
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await alerts.describeUnsubscribe(readQuery(c, unsubscribeQuerySchema).token));
      },
    )
    .post(
      '/alerts/unsubscribe',
      describeRoute({
        summary: 'Unsubscribe from the alerts a signed link names (RFC 8058 one-click)',
        access: 'anyone',
        query: unsubscribeQuerySchema,
      }),
      async (c) => c.json(await alerts.unsubscribe(readQuery(c, unsubscribeQuerySchema).token)),
    )
    .get('/alerts', describeRoute({ summary: "The caller's job alerts", access: 'members' }), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await alerts.list(currentUser(c)));
    })
    .post(
      '/alerts',
      describeRoute({
        summary: 'Save the list filters as a job alert (at most 10)',
        access: 'members',
        body: jobAlertSchema,
        status: 201,
      }),
      async (c) => {
        const user = currentUser(c);
        return c.json(await alerts.create(user, await readJson(c, jobAlertSchema)), 201);
      },
    )
    .patch(
      '/alerts/:id',
      describeRoute({ summary: 'Rename a job alert', access: 'members', body: renameJobAlertSchema }),
      async (c) => {
        const user = currentUser(c);
        const { name } = await readJson(c, renameJobAlertSchema);
        return c.json(await alerts.rename(user, alertIdParam(c.req.param('id')), name));
      },
    )
    .delete('/alerts/:id', describeRoute({ summary: 'Delete a job alert', access: 'members' }), async (c) => {
      await alerts.remove(currentUser(c), alertIdParam(c.req.param('id')));
      return c.body(null, 204);
    });
}

// The page the email's visible link opens (/alerts/unsubscribe, beside the SPA like the site
// files): server HTML without script, what the link stops and one button; a GET never
// unsubscribes (mail scanners follow links). A link that is not genuine says so (400).
export function jobAlertsUnsubscribePages(alerts: JobAlertsService, look: UnsubscribePageLook) {
  const answer = async (c: Context<AppEnv>, run: (token: string | undefined) => Promise<string>) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    try {
      return c.html(await run(c.req.query('token')));
    } catch (error) {
      if (error instanceof AppError && error.status === 400) return c.html(invalidLinkPage(look, error.message), 400);
      throw error;
    }
  };
  return new Hono<AppEnv>()
    .get('/alerts/unsubscribe', (c) =>
      answer(c, async (token) =>
        unsubscribeConfirmPage(look, token ?? '', (await alerts.describeUnsubscribe(token)).alerts),
      ),
    )
    .post('/alerts/unsubscribe', (c) =>
      answer(c, async (token) => unsubscribedPage(look, (await alerts.unsubscribe(token)).alerts)),
    );
}
