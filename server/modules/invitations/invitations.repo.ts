import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvitationStatus, OpportunityApplicationStatus } from '@shared/domain-values';
import { INVITATION_DAYS } from '@shared/invitations';
import { type Executor, queryRows } from '../../db/database';
import { invitations } from '../../db/schema/invitations';
import { opportunityApplications } from '../../db/schema/opportunities';
import { containsPattern } from '../../db/search-pattern';
import { eventToday } from '../opportunities/listed.repo';

// D23: an invitation stays `invited` in its row until someone answers it or a sweep settles it;
// every read works out where it stands now (docs/decisions/120): the opportunity filled, closed
// or past ends it; 14 days unanswered lapse it.
export function invitationStanding(invitation = 'i', opportunity = 'o') {
  const i = sql.raw(invitation);
  const o = sql.raw(opportunity);
  return sql`(case
    when ${i}.status <> 'invited' then ${i}.status
    when ${o}.status in ('filled', 'closed') or coalesce(${o}.date < ${eventToday}, false) then 'ended'
    when ${i}.expires_at <= now() then 'lapsed'
    else 'invited' end)`;
}

export type InvitationOpportunity = {
  id: string;
  title: string;
  status: string;
  date: string | null;
  city: string | null;
  venue: string | null;
  // Issue 41: the invitation email says when, where and what it pays.
  budgetRange: string | null;
  startsAt: Date | null;
  timeZone: string;
  slotsTotal: number;
  slotsFilled: number;
  past: boolean;
};

export async function findInvitationOpportunity(
  executor: Executor,
  opportunityId: string,
  lock = false,
): Promise<InvitationOpportunity | undefined> {
  // Raw rows carry timestamps as text.
  const [row] = await queryRows<Omit<InvitationOpportunity, 'startsAt'> & { startsAt: string | null }>(
    executor,
    sql`select id, title, status, date::text as date, city, venue, budget_range as "budgetRange",
        starts_at as "startsAt", time_zone as "timeZone", slots_total as "slotsTotal",
        slots_filled as "slotsFilled", coalesce(date < ${eventToday}, false) as past
      from opportunities where id = ${opportunityId} ${lock ? sql`for update` : sql``}`,
  );
  return row && { ...row, startsAt: row.startsAt ? new Date(row.startsAt) : null };
}

export type Invitee = { personId: string; name: string | null; email: string | null; userId: string | null };

// The people asked for, with the address their emails go to (the account's, else the profile's).
export async function findInvitees(executor: Executor, personIds: readonly string[]) {
  return queryRows<Invitee>(
    executor,
    sql`select p.id as "personId", p.name, coalesce(u.email, p.email) as email, p.user_id as "userId"
      from people p left join "user" u on u.id = p.user_id
      where p.id in (${sql.join(
        personIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
}

// An invitation settled by the statements below, with why (its thread says so, D35):
// 'unanswered' when it lapsed, else its opportunity 'filled', 'closed' or 'past'.
export type SettledInvitation = { id: string; title: string; reason: 'unanswered' | 'filled' | 'closed' | 'past' };

const settledColumns = sql`i.id, o.title, case when i.status = 'lapsed' then 'unanswered'
  when o.status in ('filled', 'closed') then o.status else 'past' end as reason`;

// Writes down what reads already work out, for the invitations of these people to this
// opportunity, so that a new invitation can follow one that lapsed or ended. The update claims
// each row (only while it is still `invited`): whoever settles it, here or the sweep, is the one
// that writes its thread event.
export function settleInvitationsOf(
  executor: Executor,
  opportunityId: string,
  personIds: readonly string[],
): Promise<SettledInvitation[]> {
  return queryRows<SettledInvitation>(
    executor,
    sql`update invitations i set status = ${invitationStanding()}, updated_at = now()
      from opportunities o
      where o.id = i.opportunity_id and i.opportunity_id = ${opportunityId}
        and i.person_id in (${sql.join(
          personIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        and i.status = 'invited' and ${invitationStanding()} <> 'invited'
      returning ${settledColumns}`,
  );
}

// The periodic sweep: every open invitation that has lapsed or whose opportunity ended. Rows
// another process is settling are skipped (it writes their events), so processes sweeping at the
// same moment neither wait on each other nor settle a row twice.
export function settleStaleInvitations(executor: Executor): Promise<SettledInvitation[]> {
  return queryRows<SettledInvitation>(
    executor,
    sql`with claimed as (
        select i.id from invitations i join opportunities o on o.id = i.opportunity_id
        where i.status = 'invited' and ${invitationStanding()} <> 'invited'
        for update of i skip locked
      )
      update invitations i set status = ${invitationStanding()}, updated_at = now()
      from claimed, opportunities o
      where i.id = claimed.id and o.id = i.opportunity_id and i.status = 'invited'
      returning ${settledColumns}`,
  );
}

// Who already holds a place (accepted or completed) or an open invitation: they are skipped.
export async function findAlreadyIn(executor: Executor, opportunityId: string, personIds: readonly string[]) {
  const [placed, invited] = await Promise.all([
    executor
      .select({ personId: opportunityApplications.personId })
      .from(opportunityApplications)
      .where(
        and(
          eq(opportunityApplications.opportunityId, opportunityId),
          inArray(opportunityApplications.personId, [...personIds]),
          inArray(opportunityApplications.status, ['accepted', 'completed']),
        ),
      ),
    executor
      .select({ personId: invitations.personId })
      .from(invitations)
      .where(
        and(
          eq(invitations.opportunityId, opportunityId),
          inArray(invitations.personId, [...personIds]),
          eq(invitations.status, 'invited'),
        ),
      ),
  ]);
  return {
    placed: new Set(placed.map((row) => row.personId)),
    invited: new Set(invited.map((row) => row.personId)),
  };
}

export async function insertInvitations(
  executor: Executor,
  input: { opportunityId: string; personIds: readonly string[]; invitedBy: string; message: string | null },
) {
  if (input.personIds.length === 0) return [];
  return executor
    .insert(invitations)
    .values(
      input.personIds.map((personId) => ({
        opportunityId: input.opportunityId,
        personId,
        invitedBy: input.invitedBy,
        message: input.message,
        expiresAt: sql`now() + ${INVITATION_DAYS} * interval '1 day'`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: invitations.id, personId: invitations.personId, expiresAt: invitations.expiresAt });
}

export type PersonInvitationRow = {
  id: string;
  status: InvitationStatus;
  message: string | null;
  expiresAt: Date;
  createdAt: Date;
  opportunityId: string;
  title: string;
  description: string;
  city: string | null;
  venue: string | null;
  date: string | null;
  opportunityType: string;
  perks: string | null;
  budgetRange: string | null;
};

// A person's invitations, newest first (invitations_person_idx), where each stands now.
export function listPersonInvitations(executor: Executor, personId: string, limit: number) {
  return queryRows<PersonInvitationRow>(
    executor,
    sql`select i.id, ${invitationStanding()} as status, i.message, i.expires_at as "expiresAt",
        i.created_at as "createdAt", o.id as "opportunityId", o.title, o.description, o.city, o.venue,
        o.date::text as date, o.opportunity_type as "opportunityType", o.perks, o.budget_range as "budgetRange"
      from invitations i join opportunities o on o.id = i.opportunity_id
      where i.person_id = ${personId}
      order by i.created_at desc, i.id desc
      limit ${limit}`,
  );
}

export type OpportunityInvitationRow = {
  id: string;
  personId: string;
  name: string | null;
  status: InvitationStatus;
  expiresAt: Date;
  createdAt: Date;
  answeredAt: Date | null;
};

// The invitations of one opportunity, newest first (invitations_opportunity_idx), a page at a time.
export async function listOpportunityInvitations(
  executor: Executor,
  opportunityId: string,
  page: { limit: number; offset: number },
) {
  const [rows, [counted]] = await Promise.all([
    queryRows<OpportunityInvitationRow>(
      executor,
      sql`select i.id, i.person_id as "personId", p.name, ${invitationStanding()} as status,
          i.expires_at as "expiresAt", i.created_at as "createdAt", i.answered_at as "answeredAt"
        from invitations i join opportunities o on o.id = i.opportunity_id join people p on p.id = i.person_id
        where i.opportunity_id = ${opportunityId}
        order by i.created_at desc, i.id desc
        limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(
      executor,
      sql`select count(*)::int as n from invitations where opportunity_id = ${opportunityId}`,
    ),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

// The invitation as its invitee sees it; anyone else's is not found.
export async function findOwnInvitation(executor: Executor, invitationId: string, personId: string, lock = false) {
  const [row] = await queryRows<{ id: string; opportunityId: string; status: InvitationStatus; title: string }>(
    executor,
    sql`select i.id, i.opportunity_id as "opportunityId", ${invitationStanding()} as status, o.title
      from invitations i join opportunities o on o.id = i.opportunity_id
      where i.id = ${invitationId} and i.person_id = ${personId}
      ${lock ? sql`for update of i` : sql``}`,
  );
  return row;
}

export async function answerInvitation(executor: Executor, invitationId: string, status: 'accepted' | 'declined') {
  await executor
    .update(invitations)
    .set({ status, answeredAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invitations.id, invitationId), eq(invitations.status, 'invited')));
}

export async function findApplicationOf(executor: Executor, opportunityId: string, personId: string) {
  const [row] = await executor
    .select({ id: opportunityApplications.id, status: opportunityApplications.status })
    .from(opportunityApplications)
    .where(
      and(eq(opportunityApplications.opportunityId, opportunityId), eq(opportunityApplications.personId, personId)),
    );
  return row && { ...row, status: row.status as OpportunityApplicationStatus };
}

// D23: an accepted invitation is an accepted application (D11): the participants widget, the
// dashboard and completing it (XP, missions) treat both alike. An earlier application of the
// person is moved to accepted.
export async function placeInvitee(executor: Executor, opportunityId: string, personId: string): Promise<string> {
  const [row] = await executor
    .insert(opportunityApplications)
    .values({ opportunityId, personId, status: 'accepted' })
    .onConflictDoUpdate({
      target: [opportunityApplications.opportunityId, opportunityApplications.personId],
      set: { status: 'accepted', updatedAt: sql`now()` },
    })
    .returning({ id: opportunityApplications.id });
  if (!row) throw new Error('The accepted invitation could not be placed');
  return row.id;
}

export type InvitableOpportunityRow = {
  id: string;
  title: string;
  date: string | null;
  city: string | null;
  slotsTotal: number;
  slotsFilled: number;
};

// Opportunities one can be invited to (open, not past: D32 keeps drafts out, as their page is
// a 404 to the invitee), newest first along opportunities_created_at_idx, optionally by a piece
// of the title.
export function listInvitableOpportunities(executor: Executor, search: string | undefined, limit: number) {
  const byTitle = search ? sql`and title ilike ${containsPattern(search)}` : sql``;
  return queryRows<InvitableOpportunityRow>(
    executor,
    sql`select id, title, date::text as date, city, slots_total as "slotsTotal", slots_filled as "slotsFilled"
      from opportunities
      where status = 'open' and coalesce(date >= ${eventToday}, true) ${byTitle}
      order by created_at desc, id desc
      limit ${limit}`,
  );
}
