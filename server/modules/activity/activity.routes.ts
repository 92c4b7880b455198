import { Hono } from 'hono';
import { activityQuerySchema } from '@shared/activity-schemas';
import type { AppEnv } from '../../app-env';
import { readQuery } from '../../lib/request-body';
import { currentUser } from '../../middleware/require-role';
import type { ActivityService } from './activity.service';
import { describeRoute } from '../../openapi/describe-route';

// GET /api/admin/activity?limit=&entityType=&entityId= — staff (the admin guard), D12.
export function activityRoutes(activity: ActivityService) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'The latest activity, for everything or one record (reviewers see the application review only)',
      access: 'staff',
      query: activityQuerySchema,
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const caller = { id: currentUser(c).id, roles: c.get('roles') ?? [] };
      return c.json(await activity.latest(readQuery(c, activityQuerySchema), caller));
    },
  );
}
