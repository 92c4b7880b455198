import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_MS, retriedSubscription } from './retried-subscription';

afterEach(() => {
  vi.useRealTimers();
});

function source(outcomes: (Error | 'ok')[]) {
  const events: string[] = [];
  const subscription = retriedSubscription({
    subscribe: async () => {
      const outcome = outcomes.shift() ?? 'ok';
      events.push(`subscribe ${outcome === 'ok' ? 'ok' : outcome.message}`);
      if (outcome !== 'ok') throw outcome;
      return () => events.push('unsubscribe');
    },
    onHeard: () => events.push('heard'),
    onFailed: (error) => events.push(`failed ${(error as Error).message}`),
    isFinal: (error) => (error as Error).message === 'closing',
  });
  return { subscription, events };
}

describe('retriedSubscription', () => {
  it('is heard once subscribed, and drops what was read before', async () => {
    const { subscription, events } = source(['ok']);
    expect(subscription.hearing()).toBe(false);
    await subscription.start();
    expect(subscription.hearing()).toBe(true);
    expect(events).toEqual(['subscribe ok', 'heard']);
  });

  it('tries again when asked, at most every 5 seconds, after a failure', async () => {
    vi.useFakeTimers();
    const { subscription, events } = source([new Error('down'), new Error('down')]);
    await subscription.start();
    expect(subscription.hearing()).toBe(false);
    subscription.retry();
    expect(events).toEqual(['subscribe down', 'failed down']);

    vi.advanceTimersByTime(RETRY_AFTER_MS);
    subscription.retry();
    await vi.waitFor(() => expect(events).toHaveLength(4));
    expect(events.slice(2)).toEqual(['subscribe down', 'failed down']);

    vi.advanceTimersByTime(RETRY_AFTER_MS);
    subscription.retry();
    await vi.waitFor(() => expect(subscription.hearing()).toBe(true));
    expect(events.slice(4)).toEqual(['subscribe ok', 'heard']);
  });

  it('never tries before it was started, nor after a final error, an end or a close', async () => {
    vi.useFakeTimers();
    const unstarted = source([]);
    unstarted.subscription.retry();
    expect(unstarted.events).toEqual([]);

    const closing = source([new Error('closing')]);
    await closing.subscription.start();
    vi.advanceTimersByTime(RETRY_AFTER_MS);
    closing.subscription.retry();
    await closing.subscription.start();
    expect(closing.events).toEqual(['subscribe closing', 'failed closing']);

    const ended = source(['ok']);
    await ended.subscription.start();
    ended.subscription.end();
    expect(ended.subscription.hearing()).toBe(false);
    await ended.subscription.start();
    expect(ended.events).toEqual(['subscribe ok', 'heard']);
  });

  it('unsubscribes when closed, even while subscribing', async () => {
    const heard = source(['ok']);
    await heard.subscription.start();
    await heard.subscription.close();
    expect(heard.subscription.hearing()).toBe(false);
    expect(heard.events).toEqual(['subscribe ok', 'heard', 'unsubscribe']);

    const midway = source(['ok']);
    const starting = midway.subscription.start();
    await midway.subscription.close();
    await starting;
    expect(midway.subscription.hearing()).toBe(false);
    expect(midway.events).toEqual(['subscribe ok', 'unsubscribe']);
  });
});
