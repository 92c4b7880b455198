// D21: what a person types in the search box, read with web-search syntax: words must all
// match, "quoted words" must match as a phrase, -word and -"a phrase" must not match, and
// `or` between two terms lets either match. The last word also matches words it begins
// ("photog" finds photographer) while the person is still typing.
//
// Words are runs of letters and digits only, so nothing typed can break the text-search syntax
// they are given to (search-tsquery.repo.ts); the database stems and unaccents each one
// (docs/decisions/095).

export type SearchTerm = {
  // One word, or the words of a phrase in order.
  words: string[];
  negated: boolean;
  // The last plain word: matches as a beginning too.
  prefix: boolean;
  // The indexed words that beginning stands for, when looked up (prefix-expansion.repo.ts).
  expansion?: string[];
};

// Groups of terms that must all match; within a group, any term may match (`or`).
export type SearchQuery = SearchTerm[][];

// A beginning shorter than this would match most of the vocabulary.
const PREFIX_MIN_LENGTH = 2;
// Every term is a step of the query the database plans: a search reads its first 16.
export const SEARCH_TERMS_MAX = 16;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

type Token = { kind: 'term'; term: SearchTerm; quoted: boolean } | { kind: 'or' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // "a phrase" (an unclosed quote runs to the end), or a run of anything but spaces and quotes,
  // each with an optional leading minus.
  const pattern = /(-?)"([^"]*)"?|(-?)([^\s"]+)/g;
  for (const match of text.matchAll(pattern)) {
    const [, phraseMinus, phrase, wordMinus, word] = match;
    if (phrase !== undefined) {
      const words = wordsOf(phrase);
      if (words.length > 0) {
        tokens.push({ kind: 'term', term: { words, negated: phraseMinus === '-', prefix: false }, quoted: true });
      }
      continue;
    }
    if (word === undefined) continue;
    if (wordMinus === '' && word.toLowerCase() === 'or') {
      tokens.push({ kind: 'or' });
      continue;
    }
    // "hip-hop" or "R&B": its parts, next to each other.
    const words = wordsOf(word);
    if (words.length > 0) {
      tokens.push({ kind: 'term', term: { words, negated: wordMinus === '-', prefix: false }, quoted: false });
    }
  }
  return tokens;
}

export function parseSearch(text: string): SearchQuery {
  const groups: SearchQuery = [];
  let joinNext = false;
  let lastQuoted = false;
  for (const token of tokenize(text).slice(0, SEARCH_TERMS_MAX * 2)) {
    if (token.kind === 'or') {
      joinNext = groups.length > 0;
      continue;
    }
    const last = groups.at(-1);
    if (joinNext && last) last.push(token.term);
    else groups.push([token.term]);
    joinNext = false;
    lastQuoted = token.quoted;
  }
  groups.splice(SEARCH_TERMS_MAX);
  const lastTerm = groups.at(-1)?.at(-1);
  const lastWord = lastTerm?.words.at(-1);
  const plain = lastTerm && !lastTerm.negated && !lastQuoted && lastTerm.words.length === 1;
  if (plain && lastWord && lastWord.length >= PREFIX_MIN_LENGTH) lastTerm.prefix = true;
  return groups;
}

export function hasWords(query: SearchQuery): boolean {
  return query.length > 0;
}

// Every word someone looked for (not the ones they excluded), in order.
export function searchedWords(query: SearchQuery): string[] {
  return query.flatMap((group) => group.filter((term) => !term.negated).flatMap((term) => term.words));
}

// The searched text with some words replaced (a spelling suggestion), keeping its syntax.
export function replaceWords(text: string, replacements: ReadonlyMap<string, string>): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => replacements.get(word.toLowerCase()) ?? word);
}

// Issue 41: the English stemmer keeps the s of a word with no vowel before it ("djs", "mcs"), so
// "djs" found nothing where "photographers" found photographer. Such a word is also searched in
// its other number: "djs" as dj, "dj" as djs (docs/decisions/151). Only letters that are not
// vowels: any other word the stemmer already reads in both numbers.
const CONSONANTS_ONLY = /^[b-df-hj-np-tv-xz]{2,}$/;

export function wordForms(word: string): string[] {
  if (word.endsWith('s') && CONSONANTS_ONLY.test(word.slice(0, -1))) return [word, word.slice(0, -1)];
  if (CONSONANTS_ONLY.test(word) && !word.endsWith('s')) return [word, `${word}s`];
  return [word];
}

// The word still being typed, if any: the last plain word (parseSearch).
export function prefixWord(query: SearchQuery): string | undefined {
  return query.flat().find((term) => term.prefix)?.words[0];
}

// The search with the word being typed standing for the indexed words it begins.
export function withExpansion(query: SearchQuery, expansion: string[]): SearchQuery {
  return query.map((group) => group.map((term) => (term.prefix ? { ...term, expansion } : term)));
}
