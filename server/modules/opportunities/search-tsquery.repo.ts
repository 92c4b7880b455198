import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryPrepared, queryRows } from '../../db/database';
import { type SearchQuery, type SearchTerm, wordForms } from './search-query';

// A parsed search (search-query.ts) as a PostgreSQL tsquery, built from to_tsquery calls so the
// database stems and unaccents each word, and PostgreSQL plans it knowing the words (the
// calls are immutable: folded to one constant; docs/decisions/095).
export function searchTsQuery(query: SearchQuery): SQL {
  const groups = query.map((group) => group.map(termTsQuery));
  const all = sql.join(
    groups.map((group) => (group.length === 1 ? (group[0] as SQL) : sql`(${sql.join(group, sql` || `)})`)),
    sql` && `,
  );
  // Whole: `document @@ a && b` would read as `(document @@ a) && b`.
  return sql`(${all})`;
}

function termTsQuery(term: SearchTerm): SQL {
  let matched: SQL;
  if (term.prefix) {
    // A word still being typed: the beginning of a word as written ("rotati" finds rotation,
    // whose stem is rotat), or the word itself, stemmed ("parties" finds party). One beginning
    // to look up: as the indexed words it begins when they were looked up (docs/decisions/137),
    // else as a beginning, which the index answers by merging every word it begins.
    const word = `'${term.words[0]}'`;
    const whole = sql`to_tsquery('backline_search', ${formsText(term.words[0] ?? '')})`;
    if (!term.expansion) matched = sql`(${whole} || to_tsquery('backline_words', ${`${word}:*`}))`;
    // No indexed word begins with it: the word itself only.
    else if (term.expansion.length === 0) matched = whole;
    else matched = sql`(${whole} || ${expansionTsQuery(term.expansion)}::tsquery)`;
  } else {
    const text = term.words.map(formsText).join(' <-> ');
    matched = sql`to_tsquery('backline_search', ${text})`;
  }
  return term.negated ? sql`!!${matched}` : matched;
}

// A word as tsquery text, with its other number when the stemmer does not read it (wordForms):
// `('djs' | 'dj')`. Words hold letters and digits only (search-query.ts): nothing to escape.
function formsText(word: string): string {
  const forms = wordForms(word).map((form) => `'${form}'`);
  return forms.length === 1 ? (forms[0] as string) : `(${forms.join(' | ')})`;
}

// The words a beginning stands for, as tsquery text: each quoted as it is (it is an indexed word
// already), `'` and `\` escaped.
function expansionTsQuery(words: string[]): string {
  return words.map((word) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ');
}

// The tsquery a parsed search stands for, as text (docs/decisions/142): the database stems and
// unaccents its words once, and the search's statements take it as one value, so their text
// and plan are the same whatever was searched. Its own text follows the search's form: only
// the forms of one or two terms (nearly every search) are prepared, the budget of prepared
// texts being for the reads.
const PREPARED_TERMS_MAX = 2;

export async function resolveSearchTsQuery(executor: Executor, query: SearchQuery): Promise<string> {
  const statement = sql`select ${searchTsQuery(query)}::text as query`;
  const prepared = query.flat().length <= PREPARED_TERMS_MAX;
  const [row] = prepared
    ? await queryPrepared<{ query: string }>(executor, statement)
    : await queryRows<{ query: string }>(executor, statement);
  return row?.query ?? '';
}
