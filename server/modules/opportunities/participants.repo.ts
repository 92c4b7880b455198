import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { COMPLETION_XP } from '@shared/opportunity-participants';
import type { Executor } from '../../db/database';
import { isoUtc } from '../../db/iso-utc';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';

const slotColumns = {
  id: opportunities.id,
  title: opportunities.title,
  status: opportunities.status,
  slotsTotal: opportunities.slotsTotal,
  slotsFilled: opportunities.slotsFilled,
};

export async function findOpportunitySlots(executor: Executor, opportunityId: string) {
  const [row] = await executor.select(slotColumns).from(opportunities).where(eq(opportunities.id, opportunityId));
  return row;
}

// Issue 19: the CSV export of one opportunity's applicants, newest first, read through a cursor.
export function participantsExportQuery(opportunityId: string): SQL {
  return sql`select ${opportunityApplications.id} as id, ${people.name} as name, ${people.email} as email,
      ${people.phone} as phone, ${people.city} as city, ${people.state} as state,
      ${opportunityApplications.status} as status, ${opportunityApplications.coverLetter} as cover_letter,
      ${isoUtc(opportunityApplications.createdAt)} as created_at, ${isoUtc(opportunityApplications.updatedAt)} as updated_at
    from ${opportunityApplications} join ${people} on ${people.id} = ${opportunityApplications.personId}
    where ${opportunityApplications.opportunityId} = ${opportunityId}
    order by ${opportunityApplications.createdAt} desc, ${opportunityApplications.id} desc`;
}

export type ParticipantExportRow = {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  status: string;
  cover_letter: string | null;
  created_at: string;
  updated_at: string;
};

// The applicants of one opportunity, newest first, a page at a time
// (opportunity_applications_opportunity_idx: opportunity_id, created_at desc).
export async function listParticipants(
  executor: Executor,
  opportunityId: string,
  page: { limit: number; offset: number },
) {
  const ofOpportunity = eq(opportunityApplications.opportunityId, opportunityId);
  const [rows, [counted]] = await Promise.all([
    executor
      .select({
        id: opportunityApplications.id,
        personId: people.id,
        ownerUserId: people.userId,
        name: people.name,
        reliabilityAttended: people.reliabilityAttended,
        reliabilityCounted: people.reliabilityCounted,
        status: opportunityApplications.status,
        coverLetter: opportunityApplications.coverLetter,
        applicationData: opportunityApplications.applicationData,
        createdAt: opportunityApplications.createdAt,
        updatedAt: opportunityApplications.updatedAt,
      })
      .from(opportunityApplications)
      .innerJoin(people, eq(people.id, opportunityApplications.personId))
      .where(ofOpportunity)
      .orderBy(desc(opportunityApplications.createdAt), desc(opportunityApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ n: count() }).from(opportunityApplications).where(ofOpportunity),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

// With the applicant's account (D31: staff never move their own application).
export async function findParticipant(executor: Executor, opportunityId: string, applicationId: string) {
  const [row] = await executor
    .select({
      id: opportunityApplications.id,
      personId: opportunityApplications.personId,
      ownerUserId: people.userId,
      status: opportunityApplications.status,
    })
    .from(opportunityApplications)
    .innerJoin(people, eq(people.id, opportunityApplications.personId))
    .where(
      and(eq(opportunityApplications.id, applicationId), eq(opportunityApplications.opportunityId, opportunityId)),
    );
  return row && { ...row, status: row.status as OpportunityApplicationStatus };
}

// D11 under concurrency: the move happens only if the application is still in the status the
// rules were checked against. Of two admins moving it at once, one updates a row, the other none.
export async function moveParticipant(
  executor: Executor,
  applicationId: string,
  from: OpportunityApplicationStatus,
  to: OpportunityApplicationStatus,
): Promise<boolean> {
  const moved = await executor
    .update(opportunityApplications)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(opportunityApplications.id, applicationId), eq(opportunityApplications.status, from)))
    .returning({ id: opportunityApplications.id });
  return moved.length > 0;
}

// D11: accepting takes a slot, never beyond slots_total, even when admins accept at the same
// moment (the row lock serialises them and the second re-checks the condition). Taking the last
// slot marks the opportunity filled, unless an admin closed it.
export async function takeSlot(executor: Executor, opportunityId: string) {
  const [row] = await executor
    .update(opportunities)
    .set({
      slotsFilled: sql`${opportunities.slotsFilled} + 1`,
      status: sql`case when ${opportunities.slotsFilled} + 1 >= ${opportunities.slotsTotal}
        and ${opportunities.status} <> 'closed' then 'filled' else ${opportunities.status} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(opportunities.id, opportunityId), lt(opportunities.slotsFilled, opportunities.slotsTotal)))
    .returning(slotColumns);
  return row;
}

// D11: completing adds one mission and 100 XP (once: the completion itself happens once).
export async function creditCompletedMission(executor: Executor, personId: string) {
  const [row] = await executor
    .update(people)
    .set({
      missionsCompleted: sql`${people.missionsCompleted} + 1`,
      xpTotal: sql`${people.xpTotal} + ${COMPLETION_XP}`,
      updatedAt: sql`now()`,
    })
    .where(eq(people.id, personId))
    .returning({ xpTotal: people.xpTotal, missionsCompleted: people.missionsCompleted });
  return row;
}
