import { carriesSessionCookie } from './session';

// Issue 18 (finding 9): an answer made for someone signed in (or that signs someone in or out)
// is never kept, by the browser or by a cache on the way: `Cache-Control: no-store`, whatever
// the route set. Deny by default: no route has to remember it. Files that are the same for
// everyone (built assets, icons, robots.txt: `public` caching) keep their own rule.
// The Cache-Control an answer leaves with, given the one its route set (undefined: unchanged).
export function cacheControlFor(
  request: { path: string; cookie: string | undefined },
  answer: { cacheControl: string | undefined; setsCookie: boolean },
): string | undefined {
  if (!carriesSessionCookie(request.cookie) && !answer.setsCookie) return answer.cacheControl;
  if (!request.path.startsWith('/api/') && /\bpublic\b/i.test(answer.cacheControl ?? '')) return answer.cacheControl;
  return 'no-store';
}
