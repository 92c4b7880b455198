import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows, runStatement } from '../../db/database';
import { opportunities } from '../../db/schema/opportunities';
import { isListed } from './listed.repo';
import {
  cardColumnsSql,
  cardRow,
  type Found,
  featuredOrderSql,
  firstMatching,
  literal,
  type OpportunityCardRow,
  type RawCardRow,
} from './opportunity-list.repo';
import { walksTheOrder } from './search-frequency';

// How far similar looks (docs/decisions/099): the newest listed opportunities carrying each of
// the opportunity's 5 rarest tags, and each pair of its 3 rarest. A tag on fewer listed opportunities
// than this is searched whole, so sharing a rare tag is never missed.
const PER_TAG = 50;
const PER_PAIR = 20;
const TAGS_LOOKED_AT = 5;
const PAIRS_OF = 3;

export type SimilarTo = {
  id: string;
  opportunityType: string;
  city: string | null;
  date: string | null;
  // The opportunity's tags, rarest first, with their weights and the share of the listed
  // opportunities carrying each (tag-rarity.ts), and how many are listed.
  tags: { id: string; weight: number; share: number }[];
  listed: number;
};

// docs/decisions/142: the statement is prepared, its text made from its shape: how many tags
// and pairs it looks at, and how each one's opportunities are found. A tag (or pair) on enough
// of the listed ones is found by walking the list's order until enough carry it (its test is
// written so no index answers it); a rarer one through the tags' index, then sorted (a fence
// keeps the planner from walking the order).
// The walk reads the list's order index alone (it holds the tags: index only), a row found
// through the tags index is fetched from the table: measured at 10k, a row walked costs about a
// twentieth (1,300 walked in 0.2 ms, 140 found in 0.56 ms).
const WALKED_ROW_COST = 0.05;
type Branch = { tags: number[]; reach: number; found: Found };

function branchesOf(current: SimilarTo): Branch[] {
  const branch = (tags: number[], reach: number): Branch => {
    const share = tags.reduce((product, index) => product * (current.tags[index]?.share ?? 0), 1);
    return { tags, reach, found: walksTheOrder(share, current.listed, reach, WALKED_ROW_COST) ? 'walking' : 'indexed' };
  };
  const branches = current.tags.slice(0, TAGS_LOOKED_AT).map((_, index) => branch([index], PER_TAG));
  const paired = Math.min(current.tags.length, PAIRS_OF);
  for (let first = 0; first < paired; first += 1) {
    for (let second = first + 1; second < paired; second += 1) branches.push(branch([first, second], PER_PAIR));
  }
  return branches;
}

function similarStatement(branches: Branch[], limit: number): SQL {
  const eligible = [
    isListed,
    sql`${opportunities.slotsTotal} > 0`,
    sql`${opportunities.id} <> ${sql.placeholder('id')}`,
  ];
  const typeMatches = sql`${opportunities.opportunityType} = ${sql.placeholder('type')}`;
  // A walk here reads the order index alone: not capped (every listed row at a million is a few ms).
  const newest = (condition: SQL, reach: number, found: Found) =>
    sql`(${firstMatching(sql`id`, eligible, condition, featuredOrderSql, reach, found)})`;
  const carries = (tags: number[]) =>
    sql`${opportunities.tagIds} @> array[${sql.join(
      tags.map((index) => sql.placeholder(`tag${index}`)),
      sql`, `,
    )}]::uuid[]`;
  // With no tags, the same type: a fifth of the listed or so, walked (the order index holds it).
  const looked =
    branches.length === 0
      ? [newest(typeMatches, PER_TAG, 'walking')]
      : branches.map((branch) => newest(carries(branch.tags), branch.reach, branch.found));
  const shared = sql`(select coalesce(sum(mine.weight), 0) from unnest(${sql.placeholder('tags')}::uuid[],
    ${sql.placeholder('weights')}::float8[]) as mine(tag, weight)
    where mine.tag = any(${opportunities.tagIds}))`;
  return sql`select ${cardColumnsSql} from ${opportunities}
    where id in (${sql.join(looked, sql` union `)})
    order by ${shared} desc,
      (${typeMatches}) desc,
      (lower(${opportunities.city}) is not distinct from lower(${sql.placeholder('city')}::text)) desc,
      abs(${opportunities.date} - ${sql.placeholder('date')}::date) asc nulls last,
      ${featuredOrderSql}
    limit ${literal(limit)}`;
}

// D22, spec §7 similar: listed (open, not past), not invite only, not this one; ranked by the
// tags shared, each weighing more the rarer it is, then the same type, the same city and the
// nearest date (then D8). With no tags, the same type.
export async function listSimilar(
  executor: Executor,
  current: SimilarTo,
  limit: number,
): Promise<OpportunityCardRow[]> {
  const branches = branchesOf(current);
  const tagValues = Object.fromEntries(
    current.tags.slice(0, TAGS_LOOKED_AT).map((tag, index) => [`tag${index}`, tag.id]),
  );
  const rows = await runStatement<RawCardRow>(executor, {
    key: `similar ${limit} ${JSON.stringify(branches)}`,
    build: () => similarStatement(branches, limit),
    values: {
      ...tagValues,
      id: current.id,
      type: current.opportunityType,
      city: current.city,
      date: current.date,
      tags: current.tags.map((tag) => tag.id),
      weights: current.tags.map((tag) => tag.weight),
    },
    prepared: true,
  });
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
