// Issue 19 (docs/decisions/131): the median time to a decision, estimated from the counts per
// bucket of migration 0012's funnel_decision_bucket: whole hours up to two days, then eight
// buckets per doubling (each about 9 % wide); bucket 127 holds everything from about five years.
const HOURLY_BUCKETS = 48;
const LAST_BUCKET = 127;

export function bucketHours(bucket: number): { from: number; to: number } {
  if (bucket < HOURLY_BUCKETS) return { from: bucket, to: bucket + 1 };
  const from = HOURLY_BUCKETS * 2 ** ((bucket - HOURLY_BUCKETS) / 8);
  return { from, to: bucket === LAST_BUCKET ? from : HOURLY_BUCKETS * 2 ** ((bucket + 1 - HOURLY_BUCKETS) / 8) };
}

// The hours at the middle of the counted applications, spreading each bucket's evenly over its
// width (as histogram quantiles are read); null when nothing was counted.
export function medianHours(countPerBucket: ReadonlyMap<number, number>): number | null {
  const buckets = [...countPerBucket.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  const half = total / 2;
  let below = 0;
  for (const [bucket, n] of buckets) {
    if (below + n >= half) {
      const { from, to } = bucketHours(bucket);
      return from + ((half - below) / n) * (to - from);
    }
    below += n;
  }
  return null;
}
