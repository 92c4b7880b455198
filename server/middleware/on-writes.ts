import type { Context, MiddlewareHandler, Next } from 'hono';

// GET and HEAD change nothing and carry no body (the server reads none).
const READS = new Set(['GET', 'HEAD']);

// Middleware that only writes need (every method but GET and HEAD), run in order as one layer:
// a read passes straight through, and costs none of it (issue 43, docs/decisions/173).
export function onWrites(...middleware: MiddlewareHandler[]): MiddlewareHandler {
  const run = (c: Context, next: Next, index: number): ReturnType<MiddlewareHandler> => {
    const current = middleware[index];
    return current ? current(c, () => run(c, next, index + 1) as Promise<void>) : next();
  };
  return (c, next) => (READS.has(c.req.method) ? next() : run(c, next, 0));
}
