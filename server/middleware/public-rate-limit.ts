import type { MiddlewareHandler } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import type { AppEnv } from '../app-env';
import { AppError } from '../lib/app-error';

// Issue 17: anonymous list and search requests are limited per client address, a token
// bucket each: `max` requests at once, refilled at max per window. A person browsing, typing a
// search and loading more never meets it; a script asking many times a second is held to the
// refill rate. Signed-in people are not limited here. The buckets live in this process's
// memory (a request must not cost a database write): several servers each keep their own
// (docs/decisions/098).
const MAX_ADDRESSES = 100_000;

type Bucket = { tokens: number; at: number };

export function limitAnonymousReads(options: {
  max: number;
  windowSeconds: number;
  now?: () => number;
}): MiddlewareHandler<AppEnv> {
  const { max } = options;
  const now = options.now ?? Date.now;
  const perMs = max / (options.windowSeconds * 1000);
  const buckets = new Map<string, Bucket>();

  const refilled = (bucket: Bucket, at: number) => Math.min(max, bucket.tokens + (at - bucket.at) * perMs);
  // Forget the addresses whose buckets are full again (as if never seen), when there are many.
  const sweep = (at: number) => {
    for (const [address, bucket] of buckets) if (refilled(bucket, at) >= max) buckets.delete(address);
    // Still too many: the oldest first out.
    for (const address of buckets.keys()) {
      if (buckets.size < MAX_ADDRESSES) break;
      buckets.delete(address);
    }
  };

  return async (c, next) => {
    if (c.get('user')) return next();
    const at = now();
    const address = c.get('clientIp');
    const bucket = buckets.get(address);
    const tokens = bucket ? refilled(bucket, at) : max;
    if (tokens < 1) {
      const seconds = Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
      c.header('Retry-After', String(seconds));
      throw new AppError(
        429,
        API_ERROR_CODES.rateLimited,
        `Too many requests from your network. Please wait ${seconds === 1 ? 'a second' : `${seconds} seconds`} and try again.`,
      );
    }
    if (!bucket && buckets.size >= MAX_ADDRESSES) sweep(at);
    buckets.delete(address);
    buckets.set(address, { tokens: tokens - 1, at });
    await next();
  };
}
