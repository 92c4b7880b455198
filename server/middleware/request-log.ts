import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';
import { currentRequestId, runInRequest } from '../lib/request-context';
import { routeLabel } from '../lib/route-label';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An id a proxy in front may pass on (TRUST_PROXY): short, and nothing a log reader could
// mistake for another field.
const FORWARDED_ID = /^[\w.:@-]{8,128}$/;

// Answered often and by machines: the request log names them only at debug level.
const ROUTINE = /^\/(api\/health|metrics|assets\/|favicon)/;

// Issue 21: every request gets an id, answered in X-Request-Id and written on every log line
// written while it is served (docs/decisions/107), and one line of its own when it ends.
export function requestLog(options: { logger: Logger; trustProxy: boolean }): MiddlewareHandler {
  const { logger } = options;
  return async (c, next) => {
    // A page rendered on the server asks the API in-process: part of the page's request, whose
    // id its lines keep and whose line covers it.
    if (currentRequestId()) return next();
    const forwarded = options.trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const requestId = forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    const started = performance.now();
    await runInRequest({ requestId }, async () => {
      await next();
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
      const status = c.res.status;
      const route = routeLabel(c);
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      // Pages and files share one catch-all route: their path says which (an API path may
      // hold a token, so API lines name the route only).
      const path = c.req.path.startsWith('/api/') ? undefined : c.req.path;
      const line = `${c.req.method} ${path ?? route} ${status} ${durationMs}ms`;
      const detail = { method: c.req.method, route, ...(path ? { path } : {}), status, durationMs };
      if (status >= 500) logger.error(line, detail);
      else if (ROUTINE.test(c.req.path) && status < 400) logger.debug(line, detail);
      else logger.info(line, detail);
    });
  };
}
