import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Logger } from '../lib/logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An id a proxy in front may pass on (TRUST_PROXY): short, and nothing a log reader could
// mistake for another field.
const FORWARDED_ID = /^[\w.:@-]{8,128}$/;

// Answered often and by machines: the request log names them only at debug level.
const ROUTINE = /^\/(api\/health|metrics|assets\/|favicon)/;

// Issue 21: every request gets an id, answered in X-Request-Id and written on every log line
// written while it is served (docs/decisions/107), and one line of its own when it ends
// (request-path.ts).
export function requestIdOf(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
  return forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

export function logRequest(logger: Logger, c: Context, answer: { route: string; status: number; durationMs: number }) {
  const { route, status } = answer;
  const level = status >= 500 ? 'error' : ROUTINE.test(c.req.path) && status < 400 ? 'debug' : 'info';
  if (logger.enabled && !logger.enabled(level)) return;
  const durationMs = Math.round(answer.durationMs * 10) / 10;
  // Pages and files share one catch-all route: their path says which (an API path may
  // hold a token, so API lines name the route only; so does a ticket's page, issue 42).
  const path = c.req.path.startsWith('/api/')
    ? undefined
    : c.req.path.startsWith('/ticket/')
      ? '/ticket/:payload'
      : c.req.path;
  const line = `${c.req.method} ${path ?? route} ${status} ${durationMs}ms`;
  logger[level](line, { method: c.req.method, route, ...(path ? { path } : {}), status, durationMs });
}
