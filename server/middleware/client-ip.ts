import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

// The caller's address: the socket's, or with TRUST_PROXY the address the proxy saw
// (the last entry it appended to X-Forwarded-For). A client cannot choose it otherwise.
export function clientIp(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let address: string | undefined;
    if (options.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for');
      address = forwarded?.split(',').at(-1)?.trim() || undefined;
    }
    if (!address) {
      try {
        address = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (tests) have no socket.
        address = '127.0.0.1';
      }
    }
    c.set('clientIp', address ?? '127.0.0.1');
    await next();
  };
}
