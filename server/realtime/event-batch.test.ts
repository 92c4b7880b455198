import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventBatch } from './event-batch';

// Issue 42 (docs/decisions/183): a live stream's events are written together.
describe('a live stream’s events', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const writes = () => {
    const texts: string[] = [];
    return { texts, batch: eventBatch((text) => texts.push(text), 100) };
  };

  it('go at once after a quiet moment, those of the same turn in one write, each once', async () => {
    const { texts, batch } = writes();
    batch.add('change', '{"topic":"door","opportunityId":"a"}');
    batch.add('change', '{"topic":"interactions","personId":"p"}');
    batch.add('change', '{"topic":"door","opportunityId":"a"}');
    expect(texts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(texts).toEqual([
      'event: change\ndata: {"topic":"door","opportunityId":"a"}\n\n' +
        'event: change\ndata: {"topic":"interactions","personId":"p"}\n\n',
    ]);
  });

  it('are written at most once every 100 ms while they keep coming, none lost', async () => {
    const { texts, batch } = writes();
    batch.add('change', '1');
    await vi.advanceTimersByTimeAsync(1);
    batch.add('change', '2');
    await vi.advanceTimersByTimeAsync(50);
    batch.add('resync', '{}');
    batch.add('change', '1');
    expect(texts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(47);
    expect(texts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3);
    expect(texts).toEqual([
      'event: change\ndata: 1\n\n',
      'event: change\ndata: 2\n\nevent: resync\ndata: {}\n\nevent: change\ndata: 1\n\n',
    ]);
    // Quiet again: the next one goes at once.
    await vi.advanceTimersByTimeAsync(500);
    batch.add('change', '3');
    await vi.advanceTimersByTimeAsync(1);
    expect(texts.at(-1)).toBe('event: change\ndata: 3\n\n');
  });

  it('stop when the stream ends: nothing pending is written', async () => {
    const { texts, batch } = writes();
    batch.add('change', '1');
    batch.stop();
    batch.add('change', '2');
    await vi.advanceTimersByTimeAsync(200);
    expect(texts).toEqual([]);
  });
});
