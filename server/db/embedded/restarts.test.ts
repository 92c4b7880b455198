import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger';
import { createRestarts } from './restarts';

const logger = createLogger('silent');

describe('starting the embedded server again', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries until the server starts, waiting longer after each failure', async () => {
    vi.useFakeTimers();
    const restarts = createRestarts(logger);
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
    const restarts = createRestarts(logger);
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
});
