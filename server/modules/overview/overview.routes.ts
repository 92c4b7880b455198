import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { OverviewService } from './overview.service';
import { describeRoute } from '../../openapi/describe-route';

export function overviewRoutes(overview: OverviewService) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({ summary: 'The four counts of the back office overview', access: 'staff' }),
    async (c) => c.json(await overview.overview()),
  );
}
