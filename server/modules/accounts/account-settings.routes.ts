import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { deleteAccountSchema } from '@shared/account-schemas';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { AccountSettingsService } from './account-settings.service';

// D25 /settings: the signed-in account's own sessions, data and deletion. The password and
// the email are changed through the auth library's endpoints (accounts.routes.ts).
export function accountSettingsRoutes(service: AccountSettingsService) {
  return new Hono<AppEnv>()
    .get(
      '/account/sessions',
      describeRoute({ summary: "The account's signed-in devices (no tokens), this one marked", access: 'members' }),
      async (c) => {
        const user = currentUser(c);
        c.header('Cache-Control', 'no-store');
        return c.json({ items: await service.sessions(user.id, c.get('sessionId')) });
      },
    )
    .delete(
      '/account/sessions/:id',
      describeRoute({ summary: "Sign one of the account's other devices out", access: 'members' }),
      async (c) => {
        const user = currentUser(c);
        await service.endSession(user, c.get('sessionId'), c.req.param('id'), c.req.raw.headers);
        return c.json({ ended: true });
      },
    )
    .post(
      '/account/sessions/end-others',
      describeRoute({ summary: 'Sign every other device of the account out', access: 'members' }),
      async (c) => {
        await service.endOtherSessions(currentUser(c), c.req.raw.headers);
        return c.json({ ended: true });
      },
    )
    .get(
      '/account/export',
      describeRoute({ summary: 'Download everything the account holds, as JSON (D25)', access: 'members' }),
      async (c) => {
        const user = currentUser(c);
        const data = await service.exportData(user.id);
        c.header('Cache-Control', 'no-store');
        const product =
          data.product
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '') || 'account';
        c.header('Content-Disposition', `attachment; filename="${product}-data-${data.exportedAt.slice(0, 10)}.json"`);
        return c.json(data);
      },
    )
    .post(
      '/account/delete',
      describeRoute({
        summary: 'Delete the account: its password and the typed confirmation (D25; not the last admin)',
        access: 'members',
        body: deleteAccountSchema,
      }),
      async (c) => {
        const user = currentUser(c);
        const { password } = await readJson(c, deleteAccountSchema);
        await service.deleteAccount(user, password, c.req.raw.headers);
        // The session went with the account; the browser forgets its cookies too.
        for (const name of Object.keys(getCookie(c)).filter((cookie) => cookie.includes('better-auth.'))) {
          const secure = name.startsWith('__Secure-') ? '; Secure' : '';
          c.header('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, { append: true });
        }
        return c.json({ deleted: true });
      },
    );
}
