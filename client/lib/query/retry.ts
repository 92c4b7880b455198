// Whether a failed query is tried again: `failureCount` failures so far (0 after the first).
export type Retry = false | ((failureCount: number, error: Error) => boolean);

// TanStack Query's pauses between tries: 1 s, 2 s, 4 s … at most 30 s.
const pauseAfter = (failureCount: number) => Math.min(1_000 * 2 ** failureCount, 30_000);

export async function withRetry<T>(run: () => Promise<T>, retry: Retry | undefined, signal: AbortSignal): Promise<T> {
  for (let failureCount = 0; ; failureCount += 1) {
    try {
      return await run();
    } catch (error) {
      if (signal.aborted || !retry || !retry(failureCount, error as Error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseAfter(failureCount)));
    }
  }
}
