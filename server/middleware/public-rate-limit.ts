import type { MiddlewareHandler } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import type { AppEnv } from '../app-env';
import { AppError } from '../lib/app-error';
import { createTokenBuckets } from '../lib/token-buckets';

// Whether an address may read once more: 0 when it may, otherwise the seconds until it may.
// Answered at once from this process's own tokens; a process of several asks the others' keeper
// now and then (server/cluster/leased-reads.ts, decision 170).
export type ReadAllowance = (address: string) => number | Promise<number>;

// The buckets of a single server process (docs/decisions/098): kept in its memory, so that a
// request costs no database write.
export function localReadAllowance(options: { max: number; windowSeconds: number; now?: () => number }): ReadAllowance {
  const buckets = createTokenBuckets(options);
  return (address) => buckets.take(address, 1).retryAfterSeconds;
}

// Issue 17: anonymous list and search requests are limited per client address. A person
// browsing, typing a search and loading more never meets it; a script asking many times a
// second is held to the refill rate. Signed-in people are not limited here.
export function limitAnonymousReads(allowance: ReadAllowance): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('user')) return next();
    const answer = allowance(c.get('clientIp'));
    const seconds = typeof answer === 'number' ? answer : await answer;
    if (seconds > 0) {
      c.header('Retry-After', String(seconds));
      throw new AppError(
        429,
        API_ERROR_CODES.rateLimited,
        `Too many requests from your network. Please wait ${seconds === 1 ? 'a second' : `${seconds} seconds`} and try again.`,
      );
    }
    await next();
  };
}
