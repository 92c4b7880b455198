import { Hono } from 'hono';
import { trackApplicationSchema } from '@shared/track-application-schema';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import type { TrackApplicationsService } from './track-applications.service';
import { describeRoute } from '../../openapi/describe-route';

// spec §2 /application: the signed-in person's own track application (D10, D14).
export function trackApplicationsRoutes(service: TrackApplicationsService) {
  return new Hono<AppEnv>()
    .get(
      '/track-application',
      describeRoute({ summary: "The caller's track application, and whether they may apply again", access: 'members' }),
      async (c) => {
        const user = currentUser(c);
        c.header('Cache-Control', 'no-store');
        return c.json(await service.state(user.id));
      },
    )
    .post(
      '/track-application',
      describeRoute({
        summary: 'Submit a track application (D10: once, or again after 30 days)',
        access: 'members',
        body: trackApplicationSchema,
        status: 201,
      }),
      async (c) => {
        const user = currentUser(c);
        const submission = await readJson(c, trackApplicationSchema);
        return c.json(await service.submit(user.id, submission), 201);
      },
    );
}
