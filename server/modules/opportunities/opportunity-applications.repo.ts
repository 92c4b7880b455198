import { and, eq } from 'drizzle-orm';
import type { OpportunityApplicationValues } from '@shared/opportunity-application';
import type { Executor } from '../../db/database';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { isPast } from './listed.repo';

// The opportunity's fields the apply rules read, locked against a concurrent status or slot
// change until the application is written (FOR SHARE: applicants do not block each other).
export async function lockOpportunityForApplying(executor: Executor, id: string) {
  const [row] = await executor
    .select({
      id: opportunities.id,
      title: opportunities.title,
      opportunityType: opportunities.opportunityType,
      status: opportunities.status,
      slotsTotal: opportunities.slotsTotal,
      slotsFilled: opportunities.slotsFilled,
      past: isPast,
    })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .for('share');
  return row;
}

const applicationColumns = {
  id: opportunityApplications.id,
  opportunityId: opportunityApplications.opportunityId,
  status: opportunityApplications.status,
  createdAt: opportunityApplications.createdAt,
};

// spec §5: one application per person and opportunity. The unique constraint decides; a
// second insert (even a simultaneous one) inserts nothing and answers undefined.
export async function insertApplicationOnce(
  executor: Executor,
  input: { opportunityId: string; personId: string } & OpportunityApplicationValues,
) {
  const [row] = await executor
    .insert(opportunityApplications)
    .values({
      opportunityId: input.opportunityId,
      personId: input.personId,
      coverLetter: input.coverLetter,
      applicationData: input.applicationData,
      status: 'pending',
    })
    .onConflictDoNothing({ target: [opportunityApplications.opportunityId, opportunityApplications.personId] })
    .returning(applicationColumns);
  return row;
}

export async function findApplicationOfPerson(executor: Executor, opportunityId: string, personId: string) {
  const [row] = await executor
    .select(applicationColumns)
    .from(opportunityApplications)
    .where(
      and(eq(opportunityApplications.opportunityId, opportunityId), eq(opportunityApplications.personId, personId)),
    )
    .limit(1);
  return row;
}

// The application the account's person made to the opportunity, if any: one indexed statement
// (the detail page reads it on every view by someone signed in).
export async function findApplicationOfUser(executor: Executor, opportunityId: string, userId: string) {
  const [row] = await executor
    .select(applicationColumns)
    .from(opportunityApplications)
    .innerJoin(people, eq(people.id, opportunityApplications.personId))
    .where(and(eq(opportunityApplications.opportunityId, opportunityId), eq(people.userId, userId)))
    .limit(1);
  return row;
}
