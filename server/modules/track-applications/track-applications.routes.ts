import { Hono } from 'hono';
import { wizardDraftSchema } from '@shared/track-application-draft';
import { trackApplicationSchema } from '@shared/track-application-schema';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import type { TrackApplicationsService } from './track-applications.service';
import { describeRoute } from '../../openapi/describe-route';

// spec §2 /application: the signed-in person's own track application (D10, D14).
export function trackApplicationsRoutes(service: TrackApplicationsService) {
  return (
    new Hono<AppEnv>()
      .get(
        '/track-application',
        describeRoute({
          summary: "The caller's track application, and whether they may apply again",
          access: 'members',
        }),
        async (c) => {
          const user = currentUser(c);
          c.header('Cache-Control', 'no-store');
          return c.json(await service.state(user.id));
        },
      )
      // D26: the wizard's saved answers.
      .get(
        '/track-application/draft',
        describeRoute({ summary: "The caller's saved wizard answers and step (D26)", access: 'members' }),
        async (c) => {
          const user = currentUser(c);
          c.header('Cache-Control', 'no-store');
          return c.json(await service.draft(user.id));
        },
      )
      .put(
        '/track-application/draft',
        describeRoute({
          summary: 'Save the wizard answers of the steps passed so far (D26)',
          access: 'members',
          body: wizardDraftSchema,
        }),
        async (c) => {
          const user = currentUser(c);
          const values = await readJson(c, wizardDraftSchema);
          return c.json(await service.saveDraft(user.id, values));
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
      )
  );
}
