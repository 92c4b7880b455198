import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

// The route pattern a request was for (`/api/opportunities/:id`), for metrics and the request
// log: never the path itself, which holds ids and, for some links, tokens. An endpoint that
// matched counts even when a guard before it answered; otherwise the middleware or catch-all
// that answered (`/api/*` for an unknown API path, `/*` for the built client's pages and files).
export function routeLabel(c: Context): string {
  const routes = matchedRoutes(c);
  const endpoint = routes.find((route) => route.method !== 'ALL' && route.path !== '/*');
  return endpoint?.path ?? routes[c.req.routeIndex]?.path ?? 'unmatched';
}
