import type { MiddlewareHandler } from 'hono';
import type { Metrics } from '../metrics/metrics';
import { currentRequestId } from '../lib/request-context';
import { routeLabel } from '../lib/route-label';

// Request counts and latency by route pattern and status (issue 21). The pattern, never the
// path: ids would make a series per opportunity. Runs before the request log: a request already
// in a request's context is the API asked in-process by a page rendered on the server, part of
// that page's request, not one more received.
export function httpMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    if (currentRequestId()) return next();
    const started = performance.now();
    await next();
    metrics.observeRequest(
      { method: c.req.method, route: routeLabel(c), status: c.res.status },
      (performance.now() - started) / 1000,
    );
  };
}
