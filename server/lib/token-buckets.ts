// Issue 17 (docs/decisions/098): a token bucket per client address: `max` tokens at once,
// refilled at `max` per window. Issue 43: several tokens can be taken at once (a server process
// takes a few for the requests it will see next, decision 170).
const MAX_ADDRESSES = 100_000;

type Bucket = { tokens: number; at: number };

// `granted` tokens were taken; none: the next one is there in `retryAfterSeconds`.
export type Taken = { granted: number; retryAfterSeconds: number };

export type TokenBuckets = { take(address: string, want: number): Taken };

export function createTokenBuckets(options: { max: number; windowSeconds: number; now?: () => number }): TokenBuckets {
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

  return {
    take(address, want) {
      const at = now();
      const bucket = buckets.get(address);
      const tokens = bucket ? refilled(bucket, at) : max;
      const granted = Math.min(want, Math.floor(tokens));
      if (granted < 1) {
        return { granted: 0, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
      }
      if (!bucket && buckets.size >= MAX_ADDRESSES) sweep(at);
      buckets.delete(address);
      buckets.set(address, { tokens: tokens - granted, at });
      return { granted, retryAfterSeconds: 0 };
    },
  };
}
