import { describe, expect, it } from 'vitest';
import { parseSearch, replaceWords, SEARCH_TERMS_MAX, searchedWords, wordForms } from './search-query';

// D21: what people type, read with web-search syntax (docs/decisions/095).
describe('parseSearch', () => {
  it('reads words, "phrases", -exclusions and or', () => {
    expect(parseSearch('rooftop "techno booth" -wedding house or disco')).toEqual([
      [{ words: ['rooftop'], negated: false, prefix: false }],
      [{ words: ['techno', 'booth'], negated: false, prefix: false }],
      [{ words: ['wedding'], negated: true, prefix: false }],
      [
        { words: ['house'], negated: false, prefix: false },
        { words: ['disco'], negated: false, prefix: true },
      ],
    ]);
  });

  it('matches the last plain word as a beginning, from two letters', () => {
    expect(parseSearch('photog').at(-1)?.at(-1)?.prefix).toBe(true);
    expect(parseSearch('d').at(-1)?.at(-1)?.prefix).toBe(false);
    expect(parseSearch('-photog').at(-1)?.at(-1)?.prefix).toBe(false);
    expect(parseSearch('"photog"').at(-1)?.at(-1)?.prefix).toBe(false);
  });

  it('keeps only letters and digits of what is typed', () => {
    expect(parseSearch(`hip-hop R&B '; drop table x; -- \\ :* !`)).toEqual([
      [{ words: ['hip', 'hop'], negated: false, prefix: false }],
      [{ words: ['r', 'b'], negated: false, prefix: false }],
      [{ words: ['drop'], negated: false, prefix: false }],
      [{ words: ['table'], negated: false, prefix: false }],
      [{ words: ['x'], negated: false, prefix: false }],
    ]);
    expect(parseSearch('!!! - or')).toEqual([]);
    expect(parseSearch('"')).toEqual([]);
    // An unclosed quote runs to the end.
    expect(parseSearch('"warm up')).toEqual([[{ words: ['warm', 'up'], negated: false, prefix: false }]]);
    expect(parseSearch('Café SOIRÉE')).toEqual([
      [{ words: ['café'], negated: false, prefix: false }],
      [{ words: ['soirée'], negated: false, prefix: true }],
    ]);
  });

  it('reads at most 16 terms', () => {
    const many = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    expect(parseSearch(many)).toHaveLength(SEARCH_TERMS_MAX);
  });

  it('lists the searched words and replaces some as typed', () => {
    const query = parseSearch('Event -wedding photografer');
    expect(searchedWords(query)).toEqual(['event', 'photografer']);
    expect(replaceWords('Event -wedding photografer', new Map([['photografer', 'photographer']]))).toBe(
      'Event -wedding photographer',
    );
  });
});

// Issue 41 (docs/decisions/151): the English stemmer keeps the s of "djs".
describe('wordForms', () => {
  it('adds the other number of a word of consonants only, and of nothing else', () => {
    expect(wordForms('djs')).toEqual(['djs', 'dj']);
    expect(wordForms('dj')).toEqual(['dj', 'djs']);
    expect(wordForms('mcs')).toEqual(['mcs', 'mc']);
    for (const word of ['photographers', 'hosts', 'bus', 's', 'ds', 'x', 'class', 'news', '90s', 'café']) {
      expect(wordForms(word), word).toEqual([word]);
    }
  });
});
