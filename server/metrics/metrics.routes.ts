import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

// GET /metrics in Prometheus' text format (docs/decisions/108). With a token (METRICS_TOKEN),
// only for callers sending `Authorization: Bearer <token>`; without one, for anyone who can
// reach the listener: the separate local port (METRICS_PORT) only.
// What /metrics shows: this process's metrics, or (issue 43) every server process's.
export type MetricsExposition = Pick<Metrics, 'contentType' | 'exposition'>;

export function metricsRoutes(metrics: MetricsExposition, options: { token?: string }) {
  const expected = options.token === undefined ? undefined : digest(options.token);
  return new Hono().get('/metrics', async (c) => {
    if (expected) {
      const presented = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]?.trim() ?? '';
      if (!timingSafeEqual(digest(presented), expected)) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        return c.json({ error: { code: 'UNAUTHENTICATED', message: 'Send the metrics token' } }, 401);
      }
    }
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', metrics.contentType);
    return c.body(await metrics.exposition());
  });
}

// METRICS_PORT: /metrics on a listener of its own, by default on the loopback address only.
export function startMetricsServer(
  metrics: MetricsExposition,
  options: { port: number; host: string },
): Promise<Server> {
  const app = metricsRoutes(metrics, {});
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () =>
      resolve(server as Server),
    ) as Server;
    server.once('error', reject);
  });
}
