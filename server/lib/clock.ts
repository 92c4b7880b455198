// Issue 42: the time the event night's rules are measured against. The server uses the
// machine's; tests set their own, so that no test waits for hours (a day passes in a call).
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type SettableClock = Clock & {
  // From now on the clock reads `at`, and goes on from there as time passes.
  set(at: Date): void;
  advance(ms: number): void;
  // Back to the machine's time.
  reset(): void;
};

export function createSettableClock(): SettableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - Date.now();
    },
    advance(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
