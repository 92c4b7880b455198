import { describe, expect, it } from 'vitest';
import { matchFrequency, NO_FREQUENCIES, parseTsQuery, walksTheOrder, wordFrequencies } from './search-frequency';

// docs/decisions/142: a search's frequency as PostgreSQL's planner estimates it.
// pg_stats' layout: the words' frequencies, then the least, the most, and the null fraction.
const stats = wordFrequencies(['dj', 'djs', 'host', "rock'n", 'set'], [0.3, 0.05, 0.2, 0.02, 0.1, 0.02, 0.3, 0]);

describe('parseTsQuery', () => {
  it('reads what PostgreSQL writes: words, beginnings, not, and, or, phrases and parentheses', () => {
    expect(parseTsQuery("'dj' & ( 'host' | !'set' ) & 'warm' <-> 'up' & 'photog':*")).toEqual({
      kind: 'and',
      left: {
        kind: 'and',
        left: {
          kind: 'and',
          left: { kind: 'word', word: 'dj', prefix: false },
          right: {
            kind: 'or',
            left: { kind: 'word', word: 'host', prefix: false },
            right: { kind: 'not', of: { kind: 'word', word: 'set', prefix: false } },
          },
        },
        right: {
          kind: 'phrase',
          left: { kind: 'word', word: 'warm', prefix: false },
          right: { kind: 'word', word: 'up', prefix: false },
        },
      },
      right: { kind: 'word', word: 'photog', prefix: true },
    });
  });

  it('reads quotes and backslashes inside a word, distances and weights', () => {
    expect(parseTsQuery("'rock''n' <2> 'a\\\\b':*AB")).toEqual({
      kind: 'phrase',
      left: { kind: 'word', word: "rock'n", prefix: false },
      right: { kind: 'word', word: 'a\\b', prefix: true },
    });
  });

  it('reads the empty query as none, and refuses what is not a tsquery', () => {
    expect(parseTsQuery('')).toBeNull();
    expect(() => parseTsQuery("'dj' &")).toThrow();
    expect(() => parseTsQuery("('dj'")).toThrow();
    expect(() => parseTsQuery("'dj")).toThrow();
  });
});

describe('matchFrequency', () => {
  const of = (text: string) => matchFrequency(parseTsQuery(text), stats);

  it('takes a common word at its frequency and any other at half the least', () => {
    expect(of("'dj'")).toBe(0.3);
    expect(of("'rock''n'")).toBe(0.02);
    expect(of("'yoga'")).toBe(0.01);
  });

  it('multiplies for and, adds less the overlap for or', () => {
    expect(of("'dj' & 'host'")).toBeCloseTo(0.06);
    expect(of("'dj' | 'host'")).toBeCloseTo(0.44);
    expect(of("('dj' | 'host') & 'set'")).toBeCloseTo(0.044);
  });

  it('takes a phrase as rare and what a minus leaves as nothing: too low is safe, too high is not', () => {
    expect(of("'dj' <-> 'host'")).toBe(0.01);
    expect(of("'dj' <-> 'yoga'")).toBeCloseTo(0.003);
    expect(of("'dj' & !'dj'")).toBe(0);
    expect(of("('host' | !'set') & 'dj'")).toBeCloseTo(0.06);
    // Alone, a minus leaves the rest.
    expect(of("!'dj'")).toBeCloseTo(0.7);
    expect(of("!'dj' | !'host'")).toBeCloseTo(0.94);
  });

  it('adds up the common words a beginning begins, never less than a rare word', () => {
    expect(of("'dj':*")).toBeCloseTo(0.35);
    expect(of("'h':*")).toBe(0.2);
    expect(of("'zz':*")).toBe(0.01);
  });

  it('finds nothing with the empty query, and every word rare without statistics', () => {
    expect(of('')).toBe(0);
    expect(matchFrequency(parseTsQuery("'dj'"), NO_FREQUENCIES)).toBe(0);
  });
});

describe('walksTheOrder', () => {
  it('walks for a test common enough to fill the page soon, takes the index for a rarer one', () => {
    // A tenth of 10,000 listed: the walk reads about 200 rows for 20, the index finds 1,000.
    expect(walksTheOrder(0.1, 10_000, 20, 2)).toBe(true);
    expect(walksTheOrder(0.01, 10_000, 20, 2)).toBe(false);
    // Deeper pages walk further; a cheaper walk pays sooner.
    expect(walksTheOrder(0.1, 10_000, 1_000, 2)).toBe(false);
    expect(walksTheOrder(0.01, 10_000, 20, 0.05)).toBe(true);
    expect(walksTheOrder(1, 0, 20, 2)).toBe(false);
  });
});
