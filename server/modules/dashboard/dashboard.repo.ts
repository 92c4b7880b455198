import { and, count, desc, eq, gt, lt, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { isListed } from '../opportunities/listed.repo';

export async function findDashboardPerson(executor: Executor, userId: string) {
  const [row] = await executor
    .select({
      id: people.id,
      name: people.name,
      phone: people.phone,
      city: people.city,
      state: people.state,
      markets: people.markets,
      skills: people.skills,
      roleTypes: people.roleTypes,
    })
    .from(people)
    .where(eq(people.userId, userId))
    .limit(1);
  return row;
}

// Newest first, read through opportunity_applications_person_idx (person_id, created_at desc).
export async function listRecentOpportunityApplications(executor: Executor, personId: string, limit: number) {
  return executor
    .select({
      id: opportunityApplications.id,
      opportunityId: opportunityApplications.opportunityId,
      title: opportunities.title,
      status: opportunityApplications.status,
      date: opportunities.date,
      createdAt: opportunityApplications.createdAt,
    })
    .from(opportunityApplications)
    .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
    .where(eq(opportunityApplications.personId, personId))
    .orderBy(desc(opportunityApplications.createdAt), desc(opportunityApplications.id))
    .limit(limit);
}

export async function countOpportunityApplications(executor: Executor, personId: string): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(opportunityApplications)
    .where(eq(opportunityApplications.personId, personId));
  return row?.total ?? 0;
}

// D7: the newest open opportunities the person can apply to (issue 16, D22): not invite-only,
// not past, not applied to already; walked in opportunities_created_at_idx order.
export async function listNewestOpenOpportunities(executor: Executor, personId: string, limit: number) {
  const applied = executor
    .select({ id: opportunityApplications.id })
    .from(opportunityApplications)
    .where(
      and(eq(opportunityApplications.opportunityId, opportunities.id), eq(opportunityApplications.personId, personId)),
    );
  return executor
    .select({
      id: opportunities.id,
      title: opportunities.title,
      city: opportunities.city,
      date: opportunities.date,
      opportunityType: opportunities.opportunityType,
    })
    .from(opportunities)
    .where(
      and(
        // D22: listed as the public list lists (open, its day not over everywhere).
        isListed,
        gt(opportunities.slotsTotal, 0),
        // D11: a full opportunity is never offered, whatever its status says.
        lt(opportunities.slotsFilled, opportunities.slotsTotal),
        notExists(applied),
      ),
    )
    .orderBy(desc(opportunities.createdAt), desc(opportunities.id))
    .limit(limit);
}
