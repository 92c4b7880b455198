import { Hono } from 'hono';
import { publicPageSettingsSchema } from '@shared/talent-page';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { TalentPagesService } from './talent-pages.service';

// D34: the person's own public page setting (by the session, D14), and the page itself.
export function talentPagesRoutes(service: TalentPagesService) {
  return new Hono<AppEnv>()
    .get(
      '/profile/public-page',
      describeRoute({ summary: "The caller's public page: address, name, bio, published, indexed", access: 'members' }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await service.settings(currentUser(c).id));
      },
    )
    .put(
      '/profile/public-page',
      describeRoute({
        summary: "Publish, change or unpublish the caller's public page",
        access: 'members',
        body: publicPageSettingsSchema,
      }),
      async (c) => {
        const user = currentUser(c);
        return c.json(await service.saveSettings(user.id, await readJson(c, publicPageSettingsSchema)));
      },
    )
    .get(
      '/talent/:handle',
      describeRoute({ summary: "A person's published page (D34)", access: 'anyone' }),
      async (c) => c.json(await service.page(c.req.param('handle'))),
    );
}
