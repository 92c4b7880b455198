import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { OverviewService } from './overview.service';

export function overviewRoutes(overview: OverviewService) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await overview.overview()));
}
