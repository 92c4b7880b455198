import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { searchLexemes } from '../../db/schema/opportunities';

// A beginning standing for more indexed words than this is matched as a beginning.
const EXPANSION_MAX = 32;

// D21, docs/decisions/137: the words of the listed opportunities' index (search_lexemes) that the
// word being typed begins, once normalized as the index's words are (accents, case). Matching
// them is the same as matching the beginning, and far cheaper beside other words: the index can
// skip through exact words, while a beginning makes it gather every posting first. Null (match
// it as a beginning) when it stands for too many words, or is not one word once normalized.
export async function wordsBeginning(executor: Executor, typed: string): Promise<string[] | null> {
  const [row] = await queryRows<{ lexemes: string[] }>(
    executor,
    sql`select array(select ${searchLexemes.lexeme} from ${searchLexemes}
        where ${searchLexemes.lexeme} like typed.lexemes[1] || '%' limit ${EXPANSION_MAX + 1}) as lexemes
      from (select tsvector_to_array(to_tsvector('backline_words', ${typed})) as lexemes) as typed
      where cardinality(typed.lexemes) = 1 and typed.lexemes[1] ~ '^[[:alnum:]]+$'`,
  );
  if (!row || row.lexemes.length > EXPANSION_MAX) return null;
  return row.lexemes;
}
