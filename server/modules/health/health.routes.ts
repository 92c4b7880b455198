import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { describeRoute } from '../../openapi/describe-route';
import type { HealthService } from './health.service';

// GET /api/health: ready to serve (load balancers, readiness probes); GET /api/health/live: the
// process answers (liveness probes: never restart a server busy migrating).
export function healthRoutes(health: HealthService) {
  return new Hono<AppEnv>()
    .get(
      '/health',
      describeRoute({
        summary: 'Is this server ready to serve?',
        description:
          '200 when the database answers, its migrations are applied and the email worker runs; 503 while the ' +
          'server starts or stops, or when one of them is unhealthy. The answer says which.',
        access: 'anyone',
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const report = await health.readiness();
        return c.json(report, report.status === 'ok' ? 200 : 503);
      },
    )
    .get(
      '/health/live',
      describeRoute({
        summary: 'Is this server process alive?',
        description: 'Always 200 while the process answers, also while it starts (migrations) or stops.',
        access: 'anyone',
      }),
      (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 'ok' });
      },
    );
}
