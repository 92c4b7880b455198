// docs/decisions/142: how often a search's tsquery matches, estimated as PostgreSQL's planner
// estimates it (ts_selfuncs.c) from the words ANALYZE found most common in a document
// (pg_stats.most_common_elems): a listed word at its frequency, any other word at half the
// least frequent one's, a beginning (`'photog':*`) at the sum of the listed words it begins;
// `&` multiplies, `|` adds (less the overlap). Where the planner's independence of words fails
// most, the estimate is lower than its: a phrase (`<->`) as a rare word (the planner multiplies,
// though words next to each other are far rarer than both anywhere: "one door"), and `!` beside
// other words as leaving nothing ("event -event"; alone, it leaves the rest). An estimate too low
// only costs a search the index's way; too high, the walk of every listed row.

// One document's most common words and their frequencies (a fraction of its rows).
export type WordFrequencies = { words: Map<string, number>; sorted: string[]; rare: number };

export function wordFrequencies(words: readonly string[], frequencies: readonly number[]): WordFrequencies {
  const byWord = new Map(words.map((word, index) => [word, frequencies[index] ?? 0]));
  // pg_stats lists the words' frequencies, then the least and the most of them (and one more).
  const least = frequencies[words.length] ?? Math.min(...byWord.values());
  return { words: byWord, sorted: [...byWord.keys()].sort(), rare: Number.isFinite(least) ? least / 2 : 0 };
}

// No statistics yet (a table ANALYZE has not read): every word is rare.
export const NO_FREQUENCIES: WordFrequencies = { words: new Map(), sorted: [], rare: 0 };

type Node =
  | { kind: 'word'; word: string; prefix: boolean }
  | { kind: 'not'; of: Node }
  | { kind: 'and' | 'or' | 'phrase'; left: Node; right: Node };

// tsquery text as PostgreSQL writes it: 'word', 'word':*, !a, a & b, a | b, a <-> b, a <2> b,
// and parentheses. Empty text is the query that matches nothing.
export function parseTsQuery(text: string): Node | null {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at += 1;
  };
  const fail = (): never => {
    throw new Error(`Unreadable tsquery at ${at}: ${text}`);
  };
  const operand = (): Node => {
    skipSpaces();
    if (text[at] === '!') {
      at += 1;
      return { kind: 'not', of: operand() };
    }
    if (text[at] === '(') {
      at += 1;
      const inner = or();
      skipSpaces();
      if (text[at] !== ')') fail();
      at += 1;
      return inner;
    }
    if (text[at] !== "'") fail();
    at += 1;
    let word = '';
    for (;;) {
      const char = text[at];
      if (char === undefined) fail();
      at += 1;
      if (char === "'") {
        if (text[at] !== "'") break;
        at += 1;
      } else if (char === '\\') {
        word += text[at] ?? '';
        at += 1;
        continue;
      }
      word += char;
    }
    let prefix = false;
    if (text[at] === ':') {
      at += 1;
      while (/[*A-Da-d]/.test(text[at] ?? '')) {
        if (text[at] === '*') prefix = true;
        at += 1;
      }
    }
    return { kind: 'word', word, prefix };
  };
  const phrase = (): Node => {
    let left = operand();
    for (;;) {
      skipSpaces();
      const match = /^<(\d+|-)>/.exec(text.slice(at));
      if (!match) return left;
      at += match[0].length;
      left = { kind: 'phrase', left, right: operand() };
    }
  };
  const binary = (symbol: '&' | '|', kind: 'and' | 'or', next: () => Node) => (): Node => {
    let left = next();
    for (;;) {
      skipSpaces();
      if (text[at] !== symbol) return left;
      at += 1;
      left = { kind, left, right: next() };
    }
  };
  const and = binary('&', 'and', phrase);
  const or = binary('|', 'or', and);

  skipSpaces();
  if (at === text.length) return null;
  const query = or();
  skipSpaces();
  if (at !== text.length) fail();
  return query;
}

// The fraction of a document's rows the query matches (0 to 1).
export function matchFrequency(query: Node | null, stats: WordFrequencies, besideOthers = false): number {
  if (!query) return 0;
  switch (query.kind) {
    case 'word':
      return query.prefix ? beginningFrequency(query.word, stats) : (stats.words.get(query.word) ?? stats.rare);
    case 'not':
      return besideOthers ? 0 : 1 - matchFrequency(query.of, stats);
    case 'phrase':
      return Math.min(stats.rare, matchFrequency(query.left, stats, true) * matchFrequency(query.right, stats, true));
    case 'and':
      return matchFrequency(query.left, stats, true) * matchFrequency(query.right, stats, true);
    case 'or': {
      const left = matchFrequency(query.left, stats, besideOthers);
      const right = matchFrequency(query.right, stats, besideOthers);
      return left + right - left * right;
    }
  }
}

// The listed words a beginning begins, as if each were searched (PostgreSQL adds them up too),
// never less than a rare word.
function beginningFrequency(beginning: string, stats: WordFrequencies): number {
  let total = 0;
  let index = lowerBound(stats.sorted, beginning);
  for (; index < stats.sorted.length; index += 1) {
    const word = stats.sorted[index] as string;
    if (!word.startsWith(beginning)) break;
    total += stats.words.get(word) ?? 0;
  }
  return Math.min(1, Math.max(total, stats.rare));
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

// Whether to find the first `reach` rows matching a test by walking the list's order, testing
// each row, rather than through an index of the test. The walk reads about reach / frequency
// rows until enough match; the index finds all frequency × listed of them, which are then
// sorted. `walkedRowCost` is what a row walked costs, a row found through the index costing 1,
// so the walk wins when frequency² × listed ≥ walkedRowCost × reach.
export function walksTheOrder(frequency: number, listed: number, reach: number, walkedRowCost: number): boolean {
  return frequency * frequency * listed >= walkedRowCost * reach;
}
