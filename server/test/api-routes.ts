import type { Hono } from 'hono';
import { isApiErrorBody } from '@shared/api-error';
import type { AppEnv } from '../app-env';
import { TEST_ORIGIN } from './test-client';

// "METHOD /api/path/:param", exactly as the router lists the endpoint.
export type RouteKey = string;

// Every API endpoint the app routes, read from the router itself. Middleware (`use`) and the
// catch-all 404 are registered for every method ('ALL') on a wildcard path; the rest are
// endpoints, so a new endpoint appears here the moment it is mounted.
export function apiEndpoints(app: Hono<AppEnv>): RouteKey[] {
  const keys = new Set<RouteKey>();
  for (const { method, path } of app.routes) {
    if (!path.startsWith('/api/')) continue;
    if (method === 'ALL' && path.endsWith('*')) continue;
    keys.add(`${method} ${path}`);
  }
  return [...keys].sort();
}

export const isWriteMethod = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

export type Reply = { status: number; text: string; body: unknown; headers: Headers };

export type RawRequest = {
  method: string;
  path: string;
  cookie?: string;
  // A JSON value (sent as application/json) ...
  json?: unknown;
  // ... or the exact text or bytes (an image, issue 44), with their own content type.
  raw?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  address?: string;
};

let nextAddress = 1;

// One request to the in-process app, as a browser of the app would send it, with a fixed
// cookie: unlike TestClient it never stores the cookies it is answered, so a caller that is
// shared by many tests is never signed out or switched to another account by one of them.
export async function send(app: Hono<AppEnv>, request: RawRequest): Promise<Reply> {
  const body = request.raw ?? (request.json === undefined ? undefined : JSON.stringify(request.json));
  const contentType = request.contentType ?? (request.json === undefined ? undefined : 'application/json');
  const address = request.address ?? `10.8.${Math.floor(nextAddress / 250) % 250}.${(nextAddress++ % 250) + 1}`;
  const response = await app.request(request.path, {
    method: request.method,
    headers: {
      Origin: TEST_ORIGIN,
      'X-Forwarded-For': address,
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...(request.cookie ? { Cookie: request.cookie } : {}),
    },
    body,
  });
  // A stream of server-sent events never ends: its answer is its status and headers.
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '', body: undefined, headers: response.headers };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, text, body: parsed, headers: response.headers };
}

// Does this concrete path reach this route pattern (":param" one segment, "*" anything)?
export function pathMatches(routePath: string, path: string): boolean {
  const pattern = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${pattern}$`).test(path.split('?')[0] ?? '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// A D16 error that says nothing of the server's insides.
export function errorShapeProblem(reply: Reply): string | undefined {
  if (!isApiErrorBody(reply.body)) return `not { error: { code, message } }: ${reply.text.slice(0, 200)}`;
  if (/\bat \S+ \(|\.(?:ts|js|mjs):\d+|node_modules|stack/i.test(reply.text)) {
    return `looks like a stack trace: ${reply.text.slice(0, 200)}`;
  }
  return undefined;
}
