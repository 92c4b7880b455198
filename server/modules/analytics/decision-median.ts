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

// The median as percentile_cont reads it (the middle application, or the mean of the two middle
// ones), each application placed within its bucket as if the bucket's were spread evenly over
// its width; null when nothing was counted.
export function medianHours(countPerBucket: ReadonlyMap<number, number>): number | null {
  const buckets = [...countPerBucket.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  // The hours of the application at `rank` (0 is the quickest).
  const hoursAt = (rank: number) => {
    let below = 0;
    for (const [bucket, n] of buckets) {
      if (rank < below + n) {
        const { from, to } = bucketHours(bucket);
        return from + ((rank - below + 0.5) / n) * (to - from);
      }
      below += n;
    }
    return bucketHours(buckets[buckets.length - 1]?.[0] ?? 0).to;
  };
  return (hoursAt(Math.floor((total - 1) / 2)) + hoursAt(Math.ceil((total - 1) / 2))) / 2;
}
