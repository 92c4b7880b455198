export type QueryKey = readonly unknown[];

// As TanStack Query hashes keys: JSON with each object's keys sorted, so { a, b } and { b, a }
// name one query.
export function hashKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

// `['admin', 'activity']` matches every key that starts with those two parts.
export function keyStartsWith(queryKey: QueryKey, prefix: QueryKey): boolean {
  return hashKey(queryKey.slice(0, prefix.length)) === hashKey(prefix);
}
