import { sql } from 'drizzle-orm';
import { type Executor, queryPrepared } from '../../db/database';
import { searchWords } from '../../db/schema/opportunities';

export type WordCandidate = { input: string; word: string; similarity: number; exact: boolean };

// "Did you mean …?" (D21, docs/decisions/096): for each searched word, the closest words open
// opportunities have used, by pg_trgm similarity, through the words' trigram index (nearest
// first). `exact`: the typed word is one of them (accents aside).
export async function closestWords(executor: Executor, words: string[], perWord: number): Promise<WordCandidate[]> {
  if (words.length === 0) return [];
  return queryPrepared<WordCandidate>(
    executor,
    sql`select typed.input, near.word, near.similarity, near.word = unaccent(typed.input) as exact
      from unnest(${sql.param(words)}::text[]) as typed(input)
      -- Stop words ("the") are not searched at all: nothing to correct.
      cross join lateral (select where to_tsvector('backline_words', typed.input) <> ''::tsvector) as searched
      cross join lateral (
        select ${searchWords.word} as word, similarity(${searchWords.word}, unaccent(typed.input))::float8 as similarity
        from ${searchWords}
        order by ${searchWords.word} <-> unaccent(typed.input)
        limit ${perWord}
      ) as near`,
  );
}
