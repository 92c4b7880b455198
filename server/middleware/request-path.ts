import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from '../lib/logger';
import { currentRequestId, runInRequest } from '../lib/request-context';
import { routeLabel } from '../lib/route-label';
import type { Metrics } from '../metrics/metrics';
import { keepAnswerBodies } from './answer-bodies';
import { clientIpOf } from './client-ip';
import { finishAnswer } from './finish-answer';
import { logRequest, requestIdOf } from './request-log';
import { securityHeaders } from './security-headers';

// What the app does around every request, in one middleware (issue 43, docs/decisions/173): the
// caller's address; then, for a request from the network, its id (issue 21, docs/decisions/107),
// its answer finished (finish-answer.ts: security headers, the id, no-store, compression), its
// count and time in the metrics (by route pattern and status, docs/decisions/108) and its line in
// the log. One layer where there were six: each layer Hono runs is a few promises more per
// request, and each promise costs more again while a request's context is kept (the request id
// here, the auth library's own).
export function requestPath(options: {
  logger: Logger;
  metrics: Metrics;
  trustProxy: boolean;
  https: boolean;
}): MiddlewareHandler<AppEnv> {
  const security = securityHeaders({ https: options.https });
  return (c, next) => {
    c.set('clientIp', clientIpOf(c, options.trustProxy));
    // A page rendered on the server asks the API in-process: part of the page's request (its id,
    // its line, one count), with an answer only the page's render reads.
    if (currentRequestId()) return next();
    const requestId = requestIdOf(c, options.trustProxy);
    const started = performance.now();
    keepAnswerBodies(c);
    return runInRequest({ requestId }, async () => {
      await next();
      const finishing = finishAnswer(c, { requestId, security });
      if (finishing) await finishing;
      const route = routeLabel(c);
      const status = c.res.status;
      const durationMs = performance.now() - started;
      options.metrics.observeRequest({ method: c.req.method, route, status }, durationMs / 1000);
      logRequest(options.logger, c, { route, status, durationMs });
    });
  };
}
