import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

// The caller's address: the socket's, or with TRUST_PROXY the address the proxy saw
// (the last entry it appended to X-Forwarded-For). A client cannot choose it otherwise.
export function clientIpOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // In-process requests (tests) have no socket.
    return '127.0.0.1';
  }
}
