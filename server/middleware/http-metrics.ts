import type { MiddlewareHandler } from 'hono';
import type { Metrics } from '../metrics/metrics';
import { routeLabel } from '../lib/route-label';

// Request counts and latency by route pattern and status (issue 21). The pattern, never the
// path: ids would make a series per opportunity.
export function httpMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observeRequest(
      { method: c.req.method, route: routeLabel(c), status: c.res.status },
      (performance.now() - started) / 1000,
    );
  };
}
