import { COUNT_CAP } from '@shared/limits';
import { hasActiveFilters, type OpportunityListQuery, opportunityListQuerySchema } from '@shared/opportunity-filters';
import { pageOffset } from '@shared/pagination';
import type { Database } from '../../server/db/database';
import { createCoalescer } from '../../server/lib/coalesce';
import { createCountCache } from '../../server/modules/opportunities/count-cache';
import {
  countListed,
  type ListFilters,
  type ListSearch,
  listPage,
} from '../../server/modules/opportunities/opportunity-list.repo';
import { wordsBeginning } from '../../server/modules/opportunities/prefix-expansion.repo';
import { matchFrequency, parseTsQuery } from '../../server/modules/opportunities/search-frequency';
import {
  hasWords,
  parseSearch,
  prefixWord,
  type SearchQuery,
  withExpansion,
} from '../../server/modules/opportunities/search-query';
import { createSearchStats } from '../../server/modules/opportunities/search-stats.repo';
import { resolveSearchTsQuery } from '../../server/modules/opportunities/search-tsquery.repo';
import { spellingSuggestion } from '../../server/modules/opportunities/spelling-suggestion';
import type { TagDictionary } from '../../server/modules/opportunities/tag-dictionary';
import type { Answer } from './answer';
import { keptReads } from './kept-reads';
import { withTagNames } from './named-tags';

// GET /api/opportunities?q=… (the public list with a search) as opportunities.service.ts reads
// it, statement for statement: the same repo functions, and what the service keeps between
// requests kept the same way (the word being typed, the tsquery, ANALYZE's figures, the counts,
// whole answers), so that the baseline asks the database exactly what the app asks. What it
// leaves out is the app's own path: the framework, the middleware, the answer's shape, compression.
// `bench-baseline.test.ts` holds the two to the same statements.
export function baselineSearch(db: Database, tagNames: TagDictionary) {
  const answers = keptReads<object>(500);
  const beginnings = keptReads<string[] | null>(2_000);
  const tsqueries = keptReads<string>(2_000);
  const searchStats = createSearchStats(db);
  const counts = createCountCache();
  const recounts = createCoalescer<void>();

  // A count past its freshness is served while one request counts again (count-cache.ts).
  async function countOf(filters: ListFilters, known?: number): Promise<number> {
    const key = JSON.stringify(filters.search?.tsquery ?? null);
    const stamp = counts.stamp();
    const kept = counts.get(key);
    if (kept) {
      if (!kept.fresh) {
        recounts
          .run(key, async () => counts.set(key, await countListed(db, filters), stamp))
          .catch(() => {
            // As the app: the served count stays until its lifetime ends.
          });
      }
      return kept.value;
    }
    const count = known ?? (await countListed(db, filters));
    counts.set(key, count, stamp);
    return count;
  }

  async function expanded(search: SearchQuery): Promise<SearchQuery> {
    const typed = prefixWord(search);
    if (typed === undefined) return search;
    const words = await beginnings.read(typed, () => wordsBeginning(db, typed));
    return words ? withExpansion(search, words) : search;
  }

  async function resolved(search: SearchQuery): Promise<ListSearch> {
    const [tsquery, stats] = await Promise.all([
      tsqueries.read(JSON.stringify(search), () => resolveSearchTsQuery(db, search)),
      searchStats.read(),
    ]);
    const parsed = parseTsQuery(tsquery);
    return {
      tsquery,
      frequency: {
        title: matchFrequency(parsed, stats.title),
        listing: matchFrequency(parsed, stats.listing),
        document: matchFrequency(parsed, stats.document),
      },
      listed: stats.listed,
    };
  }

  async function readPage(query: OpportunityListQuery): Promise<object> {
    const { page, pageSize, q } = query;
    const parsed = q === undefined ? undefined : await expanded(parseSearch(q));
    const search = parsed && hasWords(parsed) ? await resolved(parsed) : undefined;
    const findsNothing = parsed !== undefined && (search === undefined || search.tsquery === '');
    const filters: ListFilters = { search };
    const offset = pageOffset({ page, pageSize });
    const limit = Math.min(pageSize, COUNT_CAP - offset);
    const rows = limit > 0 && !findsNothing ? await listPage(db, filters, { sort: 'featured', limit, offset }) : [];
    const shortFirstPage = offset === 0 && rows.length < pageSize ? rows.length : undefined;
    const total = findsNothing ? 0 : await countOf(filters, shortFirstPage);
    const openTotal = hasActiveFilters(query) ? await countOf({}) : total;
    const suggestion =
      q !== undefined && total === 0 && !findsNothing ? await spellingSuggestion(db, q, filters, resolved) : null;
    return { items: await withTagNames(db, tagNames, rows), total, openTotal, suggestion };
  }

  return async (parameters: URLSearchParams): Promise<Answer> => {
    const query = opportunityListQuerySchema.parse(Object.fromEntries(parameters));
    const { type, city, from, to, tags, sort } = query;
    // The bench's rows search and page; filters and orders are other statements the baseline
    // does not claim to send as the app does.
    if (type || city || from || to || tags || sort) return { status: 400, body: { error: 'a search and a page only' } };
    const key = JSON.stringify([query.q ?? '', query.page, query.pageSize]);
    return { status: 200, body: await answers.read(key, () => readPage(query)) };
  };
}
