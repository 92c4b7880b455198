import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalesce';

describe('createCoalescer', () => {
  it('runs one read for identical concurrent calls, and a new one afterwards', async () => {
    const coalescer = createCoalescer<number>();
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return reads;
    };
    const answers = await Promise.all([coalescer.run('a', read), coalescer.run('a', read), coalescer.run('b', read)]);
    expect(answers[0]).toBe(answers[1]);
    expect(reads).toBe(2);
    expect(coalescer.running('a')).toBe(false);
    await coalescer.run('a', read);
    expect(reads).toBe(3);
  });

  it('starts afresh after forget(), and shares failures only with concurrent callers', async () => {
    const coalescer = createCoalescer<string>();
    let release: (value: string) => void = () => {};
    const slow = coalescer.run('k', () => new Promise<string>((resolve) => (release = resolve)));
    expect(coalescer.running('k')).toBe(true);
    coalescer.forget();
    const fresh = coalescer.run('k', async () => 'after the write');
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await fresh).toBe('after the write');

    const failing = coalescer.run('x', async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await coalescer.run('x', async () => 'recovered')).toBe('recovered');
  });
});
