// D27: every redirect to /auth or /application remembers where the person was going, in this
// query parameter, and returns there afterwards (docs/decisions/090).
export const RETURN_PARAM = 'next';

const BASE = 'http://same-origin.invalid';
const MAX_LENGTH = 2000;

// The path itself when it is a path of this site, else null: never another site (`//evil.example`,
// `https://…`, `/\evil.example`, `javascript:`), nor a page that would send the person on again.
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and strip control characters before resolving.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // The path as the browser resolves it: dot segments, percent-encoded ones included, are gone.
  // '/.//evil.example', '/a/..//evil.example' and '/%2e//evil.example' become '//evil.example',
  // another site: refused like it (issue 40, decision 149).
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//')) return null;
  // The router matches paths whatever their case and trailing slash.
  if (/^\/(auth\/*$|api(\/|$))/i.test(url.pathname)) return null;
  return path;
}

// `path` with the return path added (when there is a safe one).
export function withReturnPath(path: string, target: string | null | undefined): string {
  const safe = safeReturnPath(target);
  if (!safe) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${RETURN_PARAM}=${encodeURIComponent(safe)}`;
}
