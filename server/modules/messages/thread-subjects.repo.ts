import { sql } from 'drizzle-orm';
import type { ThreadKind } from '@shared/messages';
import { type Executor, queryRows } from '../../db/database';

// What a thread is about, read from its subject: whose it is (D31 compares the account) and what
// the staff inbox filters it by.
export type ThreadSubject = {
  kind: ThreadKind;
  id: string;
  personId: string;
  userId: string | null;
  opportunityId: string | null;
  track: string | null;
  opportunityTitle: string | null;
  personName: string | null;
};

const SUBJECT_QUERIES: Record<ThreadKind, (id: string) => ReturnType<typeof sql>> = {
  opportunity_application: (id) => sql`
    select oa.id, oa.person_id as "personId", p.user_id as "userId", oa.opportunity_id as "opportunityId",
      null as track, o.title as "opportunityTitle", p.name as "personName"
    from opportunity_applications oa join people p on p.id = oa.person_id
      join opportunities o on o.id = oa.opportunity_id
    where oa.id = ${id}`,
  track_application: (id) => sql`
    select a.id, a.person_id as "personId", p.user_id as "userId", null as "opportunityId", a.track,
      null as "opportunityTitle", p.name as "personName"
    from applications a join people p on p.id = a.person_id where a.id = ${id}`,
  invitation: (id) => sql`
    select i.id, i.person_id as "personId", p.user_id as "userId", i.opportunity_id as "opportunityId",
      null as track, o.title as "opportunityTitle", p.name as "personName"
    from invitations i join people p on p.id = i.person_id join opportunities o on o.id = i.opportunity_id
    where i.id = ${id}`,
};

export async function findThreadSubject(
  executor: Executor,
  kind: ThreadKind,
  id: string,
): Promise<ThreadSubject | undefined> {
  const [row] = await queryRows<Omit<ThreadSubject, 'kind'>>(executor, SUBJECT_QUERIES[kind](id));
  return row ? { ...row, kind } : undefined;
}

// A broadcast's people (D35): one opportunity's applications accepted, waitlisted, or both.
export async function findOpportunityAudience(
  executor: Executor,
  opportunityId: string,
  statuses: readonly string[],
): Promise<ThreadSubject[]> {
  const rows = await queryRows<Omit<ThreadSubject, 'kind'>>(
    executor,
    sql`select oa.id, oa.person_id as "personId", p.user_id as "userId", oa.opportunity_id as "opportunityId",
        null as track, o.title as "opportunityTitle", p.name as "personName"
      from opportunity_applications oa join people p on p.id = oa.person_id
        join opportunities o on o.id = oa.opportunity_id
      where oa.opportunity_id = ${opportunityId}
        and oa.status in (${sql.join(
          statuses.map((status) => sql`${status}`),
          sql`, `,
        )})
      order by oa.created_at, oa.id`,
  );
  return rows.map((row) => ({ ...row, kind: 'opportunity_application' as const }));
}
