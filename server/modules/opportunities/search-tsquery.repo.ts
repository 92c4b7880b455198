import { type SQL, sql } from 'drizzle-orm';
import type { SearchQuery, SearchTerm } from './search-query';

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
    // to look up: each is every indexed word it begins, merged.
    const word = `'${term.words[0]}'`;
    matched = sql`(to_tsquery('backline_search', ${word}) || to_tsquery('backline_words', ${`${word}:*`}))`;
  } else {
    const text = term.words.map((word) => `'${word}'`).join(' <-> ');
    matched = sql`to_tsquery('backline_search', ${text})`;
  }
  return term.negated ? sql`!!${matched}` : matched;
}
