import type { ReadAllowance } from '../middleware/public-rate-limit';

// Decision 150: with several server processes, the anonymous read limit's buckets live in their
// starter, so that an address has one bucket whichever process its connections reach. A process
// takes a few tokens at a time for an address and spends them itself: most requests cost no
// message, and an address never gets more than its bucket allows (tokens left with a process
// the address no longer reaches are simply not spent).
const MAX_ADDRESSES = 100_000;

export type AskForTokens = (address: string, want: number) => Promise<{ granted: number; retryAfterSeconds: number }>;

export function leasedReadAllowance(ask: AskForTokens, lease: number): ReadAllowance {
  const held = new Map<string, number>();
  return (address) => {
    const left = held.get(address) ?? 0;
    if (left > 0) {
      held.set(address, left - 1);
      return 0;
    }
    return ask(address, lease).then(({ granted, retryAfterSeconds }) => {
      if (granted === 0) return retryAfterSeconds;
      // Another request of the address may have been granted tokens meanwhile: both count.
      const kept = (held.get(address) ?? 0) + granted - 1;
      held.delete(address);
      if (held.size >= MAX_ADDRESSES) held.delete(held.keys().next().value as string);
      if (kept > 0) held.set(address, kept);
      return 0;
    });
  };
}

// How many tokens a process takes at once: few enough that tokens left with one process are
// a small part of the bucket, enough that a busy address costs a message per several requests.
export function readLease(max: number, processes: number): number {
  return Math.max(1, Math.min(32, Math.floor(max / (4 * processes))));
}
