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
    // The beginning of a word still being typed: of the word's stem ("parties" finds party),
    // or of the word as written ("rotati" finds rotation, whose stem is rotat).
    const text = `'${term.words[0]}':*`;
    matched = sql`(to_tsquery('backline_search', ${text}) || to_tsquery('backline_words', ${text}))`;
  } else {
    const text = term.words.map((word) => `'${word}'`).join(' <-> ');
    matched = sql`to_tsquery('backline_search', ${text})`;
  }
  return term.negated ? sql`!!${matched}` : matched;
}
