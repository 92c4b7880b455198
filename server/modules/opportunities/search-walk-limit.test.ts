import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isListed } from './listed.repo';
import { anyListed, featuredOrderSql, firstMatching, listPage, WALKED_ROWS_MAX } from './opportunity-list.repo';
import { parseSearch } from './search-query';
import { resolveSearchTsQuery } from './search-tsquery.repo';

// docs/decisions/142: a walk of the list's order reads at most WALKED_ROWS_MAX rows. Words the
// statistics take as common together may be seldom together: here "rooftop" and "vinyl" are each
// on half the listed opportunities, but together only on the oldest few, past the walk's limit.
let t: TestApp;
const LISTED = WALKED_ROWS_MAX + 500;
const TOGETHER = 3;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(sql`insert into opportunities (title, description, status, created_at)
    select case when n % 2 = 0 or n > ${LISTED - TOGETHER} then 'Rooftop night' else 'Lounge night' end,
      case when n % 2 = 1 or n > ${LISTED - TOGETHER} then 'Bring vinyl.' else 'Bring headphones.' end,
      'open', now() - make_interval(mins => n)
    from generate_series(${LISTED}, 1, -1) as n`);
  // Statistics, as a live database has them: the documents' index is then the way to few matches.
  await t.db.execute(sql`analyze opportunities`);
});

afterAll(async () => {
  await t?.close();
});

// A search as if its words were on every listed opportunity: the list's order is walked.
async function walkedSearch(text: string) {
  const tsquery = await resolveSearchTsQuery(t.db, parseSearch(text));
  return { tsquery, frequency: { title: 1, listing: 1, document: 1 }, listed: 1_000_000 };
}

// The most rows a step of the walk looked at (gave, or left out by its filter), run: the steps of
// the capped walk's CTE, or of the whole statement when it is a walk alone.
async function mostRowsWalked(statement: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    t.db,
    sql`explain (analyze, format json) ${statement}`,
  );
  const most = (node: PlanNode): number =>
    Math.max(
      (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'],
      ...(node.Plans ?? []).map(most),
    );
  const plan = row?.['QUERY PLAN'][0].Plan;
  const walk = plan?.Plans?.find((node) => node['Subplan Name'] === 'CTE walked') ?? plan;
  return walk ? most(walk) : 0;
}
type PlanNode = {
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Subplan Name'?: string;
  Plans?: PlanNode[];
};

describe('a walk of the order that finds too little (docs/decisions/142)', () => {
  it('reads no further than its limit, then finds the rows through the index', async () => {
    const test = sql`search_document @@ to_tsquery('backline_search', 'rooftop & vinyl')`;
    const capped = firstMatching(sql`id`, [isListed], test, featuredOrderSql, 12, 'walking', WALKED_ROWS_MAX);
    const uncapped = firstMatching(sql`id`, [isListed], test, featuredOrderSql, 12, 'walking');
    expect(await mostRowsWalked(capped)).toBeLessThanOrEqual(WALKED_ROWS_MAX);
    // Without the limit the walk reads every listed row.
    expect(await mostRowsWalked(uncapped)).toBeGreaterThanOrEqual(LISTED - TOGETHER);
    const cappedRows = await queryRows<{ id: string }>(t.db, capped);
    const uncappedRows = await queryRows<{ id: string }>(t.db, uncapped);
    expect(cappedRows).toHaveLength(TOGETHER);
    expect(new Set(cappedRows.map((row) => row.id))).toEqual(new Set(uncappedRows.map((row) => row.id)));
  });

  it('gives the list the same page and Did you mean the same answer as through the index', async () => {
    const search = await walkedSearch('rooftop vinyl');
    const indexed = { ...search, frequency: { title: 0, listing: 0, document: 0 } };
    const page = { sort: 'featured' as const, limit: 12, offset: 0 };
    const walkedPage = await listPage(t.db, { search }, page);
    const indexedPage = await listPage(t.db, { search: indexed }, page);
    expect(walkedPage.map((row) => row.title)).toEqual(Array(TOGETHER).fill('Rooftop night'));
    expect(walkedPage.map((row) => row.id)).toEqual(indexedPage.map((row) => row.id));
    for (const sort of ['soonest', 'newest'] as const) {
      const walked = await listPage(t.db, { search }, { ...page, sort });
      expect(walked.map((row) => row.id).sort()).toEqual(indexedPage.map((row) => row.id).sort());
    }
    expect(await anyListed(t.db, { search })).toBe(true);
    expect(await anyListed(t.db, { search: await walkedSearch('lounge rooftop') })).toBe(false);
  });

  it('walks the order to fill a page when the words are as common together as taken', async () => {
    // "night" is on every one: the first page is the newest twelve, found within the walk.
    const page = await listPage(
      t.db,
      { search: await walkedSearch('night') },
      { sort: 'featured', limit: 12, offset: 0 },
    );
    const [newest] = await queryRows<{ ids: string[] }>(
      t.db,
      sql`select array_agg(id::text order by created_at desc) as ids from (
        select id, created_at from opportunities where ${isListed} order by created_at desc limit 12) as first`,
    );
    expect(page.map((row) => row.id)).toEqual(newest?.ids);
  });
});
