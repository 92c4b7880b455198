import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';
import { isListed } from './listed.repo';
import {
  cardColumnsSql,
  cardRow,
  featuredOrderSql,
  type OpportunityCardRow,
  type RawCardRow,
} from './opportunity-list.repo';

// How far similar looks (docs/decisions/099): the newest listed opportunities carrying each of
// the opportunity's 5 rarest tags, and each pair of its 3 rarest. A tag on fewer listed opportunities
// than this is searched whole, so sharing a rare tag is never missed.
const PER_TAG = 50;
const PER_PAIR = 20;
// Each branch is planned on every call: a few, not dozens.
const TAGS_LOOKED_AT = 5;
const PAIRS_OF = 3;

export type SimilarTo = {
  id: string;
  opportunityType: string;
  city: string | null;
  date: string | null;
  // The opportunity's tags, rarest first, with their weights (tag-rarity.ts).
  tags: { id: string; weight: number }[];
};

// D22, spec §7 similar: listed (open, not past), not invite only, not this one; ranked by the
// tags shared, each weighing more the rarer it is, then the same type, the same city and the
// nearest date (then D8). With no tags, the same type.
export async function listSimilar(
  executor: Executor,
  current: SimilarTo,
  limit: number,
): Promise<OpportunityCardRow[]> {
  const eligible = [isListed, sql`${opportunities.slotsTotal} > 0`, ne(opportunities.id, current.id)];
  const newest = (condition: SQL, reach: number) =>
    sql`(select id from ${opportunities} where ${and(...eligible, condition)} order by ${featuredOrderSql} limit ${reach})`;
  const tagIds = current.tags.map((tag) => tag.id);
  const branches: SQL[] = [];
  if (tagIds.length === 0) branches.push(newest(eq(opportunities.opportunityType, current.opportunityType), PER_TAG));
  for (const tag of tagIds.slice(0, TAGS_LOOKED_AT)) {
    branches.push(newest(sql`${opportunities.tagIds} @> array[${tag}]::uuid[]`, PER_TAG));
  }
  const paired = tagIds.slice(0, PAIRS_OF);
  for (const [index, first] of paired.entries()) {
    for (const second of paired.slice(index + 1)) {
      branches.push(newest(sql`${opportunities.tagIds} @> array[${first}, ${second}]::uuid[]`, PER_PAIR));
    }
  }
  const shared = sql`(select coalesce(sum(mine.weight), 0) from unnest(${sql.param(tagIds)}::uuid[],
    ${sql.param(current.tags.map((tag) => tag.weight))}::float8[]) as mine(tag, weight)
    where mine.tag = any(${opportunities.tagIds}))`;
  const rows = await queryRows<RawCardRow>(
    executor,
    sql`select ${cardColumnsSql} from ${opportunities}
      where id in (${sql.join(branches, sql` union `)})
      order by ${shared} desc,
        (${opportunities.opportunityType} = ${current.opportunityType}) desc,
        (lower(${opportunities.city}) is not distinct from lower(${current.city})) desc,
        abs(${opportunities.date} - ${current.date}::date) asc nulls last,
        ${featuredOrderSql}
      limit ${limit}`,
  );
  return rows.map(cardRow);
}

// How many listed opportunities carry each tag, and how many are listed: what makes a tag rare.
export async function countListedByTag(executor: Executor): Promise<{ listed: number; byTag: Map<string, number> }> {
  const rows = await queryRows<{ tag: string | null; count: number }>(
    executor,
    sql`select tag::text, count(*)::int as count from ${opportunities}, unnest(${opportunities.tagIds}) as tag
      where ${isListed} group by tag
      union all
      select null, count(*)::int from ${opportunities} where ${isListed}`,
  );
  let listed = 0;
  const byTag = new Map<string, number>();
  for (const row of rows) {
    if (row.tag === null) listed = row.count;
    else byTag.set(row.tag, row.count);
  }
  return { listed, byTag };
}
