import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

// The most matches remembered, and the longest path remembered (an address of a few hundred
// characters is no page or API path of the app's).
const REMEMBERED = 1_000;
const LONGEST_PATH = 256;

// Hono matches with its RegExpRouter when every route suits it; the app's routes do not (a fixed
// path beside a parameter: /users/export and /users/:id), so Hono falls back to its TrieRouter,
// which walks its tree and makes new arrays for every request. The same method and path always
// match the same routes: the last ones matched are remembered (issue 43, docs/decisions/173), the
// oldest forgotten first, all of them when a route is added.
export function rememberingRouter<T>(router: Router<T> = new TrieRouter<T>()): Router<T> {
  const matched = new Map<string, Result<T>>();
  return {
    name: `remembering ${router.name}`,
    add(method, path, handler) {
      matched.clear();
      router.add(method, path, handler);
    },
    match(method, path) {
      if (path.length > LONGEST_PATH) return router.match(method, path);
      const key = `${method} ${path}`;
      let result = matched.get(key);
      if (result === undefined) {
        result = router.match(method, path);
        if (matched.size >= REMEMBERED) matched.delete(matched.keys().next().value as string);
        matched.set(key, result);
      }
      return result;
    },
  };
}
