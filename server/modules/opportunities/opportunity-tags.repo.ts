import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { opportunities, opportunityTagAssignments, opportunityTags } from '../../db/schema/opportunities';

const tagColumns = {
  id: opportunityTags.id,
  label: opportunityTags.label,
  slug: opportunityTags.slug,
  color: opportunityTags.color,
};

// spec §7: tags ordered by label.
export async function listTags(executor: Executor) {
  return executor
    .select(tagColumns)
    .from(opportunityTags)
    .orderBy(asc(sql`lower(${opportunityTags.label})`));
}

export async function findTag(executor: Executor, id: string) {
  const [row] = await executor.select(tagColumns).from(opportunityTags).where(eq(opportunityTags.id, id));
  return row;
}

// Labels are unique whatever their case (opportunity_tags_label_lower_idx): a clash inserts
// nothing and answers undefined.
export async function insertTag(executor: Executor, label: string, color: string) {
  const [row] = await executor
    .insert(opportunityTags)
    .values({ label, color })
    .onConflictDoNothing()
    .returning(tagColumns);
  return row;
}

export async function opportunityExists(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, id));
  return rows.length > 0;
}

export async function assignTag(executor: Executor, opportunityId: string, tagId: string): Promise<void> {
  await executor.insert(opportunityTagAssignments).values({ opportunityId, tagId }).onConflictDoNothing();
}

export async function unassignTag(executor: Executor, opportunityId: string, tagId: string): Promise<boolean> {
  const deleted = await executor
    .delete(opportunityTagAssignments)
    .where(and(eq(opportunityTagAssignments.opportunityId, opportunityId), eq(opportunityTagAssignments.tagId, tagId)))
    .returning({ id: opportunityTagAssignments.id });
  return deleted.length > 0;
}

export async function tagsOfOpportunity(executor: Executor, opportunityId: string) {
  return executor
    .select(tagColumns)
    .from(opportunityTagAssignments)
    .innerJoin(opportunityTags, eq(opportunityTags.id, opportunityTagAssignments.tagId))
    .where(eq(opportunityTagAssignments.opportunityId, opportunityId))
    .orderBy(asc(sql`lower(${opportunityTags.label})`));
}
