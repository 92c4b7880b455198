import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser } from '../../middleware/require-role';
import type { DashboardService } from './dashboard.service';
import { describeRoute } from '../../openapi/describe-route';

export function dashboardRoutes(service: DashboardService) {
  return new Hono<AppEnv>().get(
    '/dashboard',
    describeRoute({
      summary: "The caller's dashboard: profile completeness, track application, applications and open positions",
      access: 'members',
    }),
    async (c) => {
      const user = currentUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await service.get(user.id));
    },
  );
}
