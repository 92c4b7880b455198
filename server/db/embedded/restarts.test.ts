import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createRestarts } from './restarts';

const logger = createLogger('silent');
const A_MINUTE = 60_000;

describe('starting the embedded server again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries until the server starts, waiting longer after each failure', async () => {
    vi.useFakeTimers();
    const restarts = createRestarts(logger);
    // The server ran well before it stopped: the first attempt is at once.
    await vi.advanceTimersByTimeAsync(A_MINUTE);
    const start = vi.fn<() => Promise<void>>();
    start.mockRejectedValueOnce(new Error('could not bind')).mockRejectedValueOnce(new Error('could not bind'));
    start.mockResolvedValue();
    restarts.run(start);
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(start).toHaveBeenCalledTimes(2);
    // The second wait is twice the first.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(start).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('runs one restart at a time', async () => {
    vi.useFakeTimers();
    const restarts = createRestarts(logger);
    await vi.advanceTimersByTimeAsync(A_MINUTE);
    let finish: () => void = () => {};
    const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    restarts.run(start);
    restarts.run(start);
    expect(start).toHaveBeenCalledTimes(1);
    finish();
    await restarts.stop();
  });

  it('stops trying once the app stops, without waiting out the pause', async () => {
    vi.useFakeTimers();
    const restarts = createRestarts(logger);
    await vi.advanceTimersByTimeAsync(A_MINUTE);
    const start = vi.fn(() => Promise.reject(new Error('no space left on device')));
    restarts.run(start);
    await vi.advanceTimersByTimeAsync(0);
    let settled = false;
    void restarts.stop().then(() => {
      settled = true;
    });
    // No time passes: the pause before the next attempt is cut short.
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(restarts.stopped).toBe(true);
    restarts.run(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits before starting again a server that keeps stopping soon after it starts, longer each time', async () => {
    vi.useFakeTimers();
    const restarts = createRestarts(logger);
    const start = vi.fn(() => Promise.resolve());
    const startsAfter = async (ms: number) => {
      const before = start.mock.calls.length;
      restarts.run(start);
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(start).toHaveBeenCalledTimes(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(start).toHaveBeenCalledTimes(before + 1);
    };
    // It stopped 10 s after the app started it, then 10 s after each restart.
    await vi.advanceTimersByTimeAsync(10_000);
    await startsAfter(1_000);
    await vi.advanceTimersByTimeAsync(10_000);
    await startsAfter(2_000);
    await vi.advanceTimersByTimeAsync(10_000);
    await startsAfter(4_000);
    // Once it has run for a minute, the next stop is answered at once again.
    await vi.advanceTimersByTimeAsync(A_MINUTE);
    restarts.run(start);
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(4);
    await restarts.stop();
  });
});
