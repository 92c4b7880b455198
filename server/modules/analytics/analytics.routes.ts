import { Hono } from 'hono';
import { analyticsQuerySchema } from '@shared/analytics-schemas';
import type { AppEnv } from '../../app-env';
import { readQuery } from '../../lib/request-body';
import { describeRoute } from '../../openapi/describe-route';
import type { AnalyticsService } from './analytics.service';

// /api/admin/analytics — staff (D12: reviewers get the tracks' funnel only).
export function analyticsRoutes(analytics: AnalyticsService) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'The funnel per track and per opportunity over a period: counts, conversion, median time to decide',
      access: 'staff',
      query: analyticsQuerySchema,
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await analytics.funnel(readQuery(c, analyticsQuerySchema), c.get('roles') ?? []));
    },
  );
}
