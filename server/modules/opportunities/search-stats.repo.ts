import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database';
import { NO_FREQUENCIES, type WordFrequencies, wordFrequencies } from './search-frequency';

// docs/decisions/142: what ANALYZE last found in the listed opportunities' search documents, for
// the search to choose how to find its rows: the most common words of the whole document (the
// table's column) and of its title and listing parts (the tier indexes' expressions, migration
// 0009), and how many opportunities are listed (the rows of the list's order index, partial
// on listed: a GIN index reports the whole table's rows after a VACUUM). The document's
// frequencies are of the whole table: taken as those of the listed, words and listing being
// independent.
export type SearchStats = {
  listed: number;
  title: WordFrequencies;
  listing: WordFrequencies;
  document: WordFrequencies;
};

export const NO_SEARCH_STATS: SearchStats = {
  listed: 0,
  title: NO_FREQUENCIES,
  listing: NO_FREQUENCIES,
  document: NO_FREQUENCIES,
};

// ANALYZE runs when autovacuum finds enough rows changed: reading its results a few times an
// hour follows it closely enough.
const STATS_TTL_MS = 5 * 60_000;

type StatsRow = { relation: string; words: string[] | null; frequencies: number[] | null };

async function readSearchStats(db: Database): Promise<SearchStats> {
  const rows = await queryRows<StatsRow>(
    db,
    sql`select tablename as relation, most_common_elems::text::text[] as words,
        most_common_elem_freqs::float8[] as frequencies
      from pg_stats
      where schemaname = current_schema()
        and ((tablename = 'opportunities' and attname = 'search_document')
          or tablename in ('opportunities_search_title_idx', 'opportunities_search_listing_idx'))
      union all
      select 'listed', null, array[greatest(reltuples, 0)::float8] from pg_class
      where oid = to_regclass('opportunities_public_order_idx')`,
  );
  const of = (relation: string) => {
    const row = rows.find((candidate) => candidate.relation === relation);
    return row?.words && row.frequencies ? wordFrequencies(row.words, row.frequencies) : NO_FREQUENCIES;
  };
  return {
    listed: rows.find((row) => row.relation === 'listed')?.frequencies?.[0] ?? 0,
    title: of('opportunities_search_title_idx'),
    listing: of('opportunities_search_listing_idx'),
    document: of('opportunities'),
  };
}

// The statistics, read again once they are STATS_TTL_MS old (one read at a time; the old ones
// serve meanwhile). Statistics that cannot be read are none: every search then uses the indexes.
export function createSearchStats(db: Database) {
  let stats: SearchStats = NO_SEARCH_STATS;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<SearchStats> | undefined;
  return {
    async read(): Promise<SearchStats> {
      if (Date.now() - readAt < STATS_TTL_MS) return stats;
      reading ??= readSearchStats(db)
        .catch(() => NO_SEARCH_STATS)
        .then((fresh) => {
          stats = fresh;
          readAt = Date.now();
          reading = undefined;
          return fresh;
        });
      return readAt === Number.NEGATIVE_INFINITY ? reading : stats;
    },
  };
}
