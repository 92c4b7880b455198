import { describe, expect, it } from 'vitest';
import { BUDGET_BYTES, type Chunk, firstLoadChunks, servedSize } from './public-js-budget';

const chunk = (fileName: string, imports: string[] = []): Chunk => ({ fileName, imports, code: fileName });

describe('the public pages JavaScript budget', () => {
  it('counts the entry, the page and what they import statically, each once', () => {
    const chunks = new Map(
      [
        chunk('entry.js', ['framework.js']),
        chunk('framework.js'),
        chunk('page.js', ['framework.js', 'common.js']),
        chunk('common.js', ['framework.js']),
        chunk('admin.js', ['framework.js']),
      ].map((item) => [item.fileName, item]),
    );
    expect(firstLoadChunks(chunks, ['entry.js', 'page.js']).map((item) => item.fileName)).toEqual([
      'entry.js',
      'framework.js',
      'page.js',
      'common.js',
    ]);
  });

  it('allows a public page 85 KB (issue 43, decision 174)', () => {
    expect(BUDGET_BYTES).toBe(85 * 1024);
  });

  it('counts small files as sent, larger ones compressed', () => {
    expect(servedSize('x'.repeat(200))).toBe(200);
    expect(servedSize('abc '.repeat(100))).toBeLessThan(100);
    expect(servedSize('abc '.repeat(2000))).toBeLessThan(200);
  });
});
