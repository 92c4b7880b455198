import type { Executor } from '../../db/database';
import { anyListed, type ListFilters, type ListSearch } from './opportunity-list.repo';
import { parseSearch, replaceWords, type SearchQuery, searchedWords } from './search-query';
import { closestWords } from './search-words.repo';

// D21 "Did you mean …?" (docs/decisions/096). A search that found nothing gets a close
// spelling when one exists: each searched word no open opportunity has used is replaced by the
// most similar word one has (pg_trgm similarity of at least SIMILARITY_MIN), and the result is
// offered only if it finds listed opportunities with the same filters. A few combinations are
// tried, best first.
const SIMILARITY_MIN = 0.3;
const CANDIDATES_PER_WORD = 3;
const TRIES = 4;
// Shorter words have too few trigrams to be told apart.
const WORD_MIN_LENGTH = 3;

export async function spellingSuggestion(
  executor: Executor,
  text: string,
  filters: Omit<ListFilters, 'search'>,
  // The search as the list's statements take it (opportunities.service.ts).
  resolve: (search: SearchQuery) => Promise<ListSearch>,
): Promise<string | null> {
  const searched = [...new Set(searchedWords(parseSearch(text)))].filter(
    (word) => word.length >= WORD_MIN_LENGTH && /^\p{L}+$/u.test(word),
  );
  const candidates = await closestWords(executor, searched, CANDIDATES_PER_WORD + 1);
  const alternatives = new Map<string, { word: string; similarity: number }[]>();
  for (const word of searched) {
    const near = candidates.filter((candidate) => candidate.input === word);
    // A word used as typed is not misspelt.
    if (near.some((candidate) => candidate.exact)) continue;
    const close = near
      .filter((candidate) => candidate.similarity >= SIMILARITY_MIN && !candidate.exact)
      .slice(0, CANDIDATES_PER_WORD)
      .map(({ word: replacement, similarity }) => ({ word: replacement, similarity }));
    if (close.length > 0) alternatives.set(word, close);
  }
  for (const replacements of combinations(alternatives).slice(0, TRIES)) {
    const suggestion = replaceWords(text, replacements);
    if (await anyListed(executor, { ...filters, search: await resolve(parseSearch(suggestion)) })) return suggestion;
  }
  return null;
}

// Replacement sets, the most similar first: the best word for each, then each word's
// runner-up with the others at their best.
function combinations(alternatives: Map<string, { word: string; similarity: number }[]>): Map<string, string>[] {
  if (alternatives.size === 0) return [];
  const best = new Map([...alternatives].map(([word, close]) => [word, close[0]?.word ?? word]));
  const others = [...alternatives].flatMap(([word, close]) => close.slice(1).map((candidate) => ({ word, candidate })));
  others.sort((a, b) => b.candidate.similarity - a.candidate.similarity);
  return [best, ...others.map(({ word, candidate }) => new Map([...best, [word, candidate.word]]))];
}
