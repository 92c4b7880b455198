import { sql } from 'drizzle-orm';
import type { TalentQuery } from '@shared/talent-search';
import { type Executor, queryRows } from '../../db/database';
import { talentConditions } from './talent.repo';

// Issue 41: "Did you mean" on names (docs/decisions/152). The name of someone the other filters
// keep that is closest to what was typed: the whole name alike ("mya torres" for Maya Torres), or
// one of its words ("thompsn"), by pg_trgm through people_name_trgm_idx. Asked only when a search
// found nobody.
export async function closestName(executor: Executor, query: TalentQuery, typed: string): Promise<string | null> {
  const text = sql`${typed}::text`;
  const [row] = await queryRows<{ name: string }>(
    executor,
    sql`select p.name from people p
      where ${talentConditions(query, undefined)} and (${text} % p.name or ${text} <% p.name)
      order by greatest(similarity(${text}, p.name), word_similarity(${text}, p.name)) desc, p.name
      limit 1`,
  );
  return row?.name ?? null;
}
