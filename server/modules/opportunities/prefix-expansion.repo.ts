import { sql } from 'drizzle-orm';
import { type Executor, queryPrepared } from '../../db/database';
import { searchLexemes } from '../../db/schema/opportunities';

// A beginning standing for more indexed words than this is matched as a beginning.
const EXPANSION_MAX = 32;

// D21, docs/decisions/137: the words of the listed opportunities' index (search_lexemes) that the
// word being typed begins, once normalized as the index's words are (accents, case). Matching
// them is the same as matching the beginning, and far cheaper beside other words: the index can
// skip through exact words, while a beginning makes it gather every posting first. Null (match
// it as a beginning) when it stands for too many words, or is not one word once normalized.
export async function wordsBeginning(executor: Executor, typed: string): Promise<string[] | null> {
  // The words from the typed one (inclusive) to the one with its last letter the next letter
  // (exclusive) are exactly those it begins: a range the pattern index reads whatever the word,
  // as the statement's one plan needs (a LIKE pattern it knows only when running is not one).
  const [row] = await queryPrepared<{ lexemes: string[] }>(
    executor,
    sql`select array(select ${searchLexemes.lexeme} from ${searchLexemes}
        where ${searchLexemes.lexeme} ~>=~ typed.word and ${searchLexemes.lexeme} ~<~ typed.past
        limit ${sql.raw(String(EXPANSION_MAX + 1))}) as lexemes
      from (select word, left(word, -1) || chr(ascii(right(word, 1)) + 1) as past
        from (select tsvector_to_array(to_tsvector('backline_words', ${typed})) as lexemes) as normalized
        cross join lateral (select normalized.lexemes[1] as word) as first
        where cardinality(normalized.lexemes) = 1 and normalized.lexemes[1] ~ '^[[:alnum:]]+$') as typed`,
  );
  if (!row || row.lexemes.length > EXPANSION_MAX) return null;
  return row.lexemes;
}
