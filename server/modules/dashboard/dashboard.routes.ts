import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser } from '../../middleware/require-role';
import type { DashboardService } from './dashboard.service';

export function dashboardRoutes(service: DashboardService) {
  return new Hono<AppEnv>().get('/dashboard', async (c) => {
    const user = currentUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await service.get(user.id));
  });
}
