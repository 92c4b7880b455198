import type { MiddlewareHandler } from 'hono';
import { carriesSessionCookie } from './session';

// Issue 18 (finding 9): an answer made for someone signed in (or that signs someone in or out)
// is never kept, by the browser or by a cache on the way: `Cache-Control: no-store`, whatever
// the route set. Deny by default: no route has to remember it. Files that are the same for
// everyone (built assets, icons, robots.txt: `public` caching) keep their own rule.
export function noStoreWhenSignedIn(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const personal = carriesSessionCookie(c.req.header('cookie')) || c.res.headers.has('set-cookie');
    if (!personal) return;
    const current = c.res.headers.get('cache-control') ?? '';
    if (!c.req.path.startsWith('/api/') && /\bpublic\b/i.test(current)) return;
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
