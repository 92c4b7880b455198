import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { account, session, user, verification } from '../../db/schema/auth';
import { interactions } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { invitations } from '../../db/schema/invitations';
import { jobAlerts } from '../../db/schema/job-alerts';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { signInAttempts } from '../../db/schema/sign-in-attempts';
import { trackApplicationDrafts } from '../../db/schema/track-application-drafts';
import { applications } from '../../db/schema/track-applications';

// D25: the account's sessions, newest activity first. Never their tokens (D2, decision 080).
export async function listSessionsOfUser(executor: Executor, userId: string) {
  return executor
    .select({
      id: session.id,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(and(eq(session.userId, userId), sql`${session.expiresAt} > now()`))
    .orderBy(desc(session.updatedAt), desc(session.id));
}

// The token of one of the account's own sessions, for the auth library to end it.
export async function findSessionTokenOfUser(executor: Executor, userId: string, sessionId: string) {
  const [row] = await executor
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .limit(1);
  return row?.token;
}

// D25 download: everything stored about the person that is theirs to see. The staff's records
// about them (legacy notes, internal notes, the communication log they keep) are not (the
// security suite proves nobody but staff reads them); the person's own messages to the team are.
export async function readAccountData(executor: Executor, userId: string) {
  const [accountRow] = await executor
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [person] = await executor.select().from(people).where(eq(people.userId, userId));
  const personId = person?.id ?? '00000000-0000-0000-0000-000000000000';
  const [trackApplications, [draft], opportunityApplicationRows, messages, sessions, emails] = await Promise.all([
    executor
      .select({
        id: applications.id,
        track: applications.track,
        status: applications.status,
        targetMarkets: applications.targetMarkets,
        targetCity: applications.targetCity,
        answers: applications.answersJson,
        consentedAt: applications.consentedAt,
        archivedAt: applications.archivedAt,
        replacedAt: applications.supersededAt,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .where(eq(applications.personId, personId))
      .orderBy(asc(applications.createdAt)),
    executor
      .select({ values: trackApplicationDrafts.values, updatedAt: trackApplicationDrafts.updatedAt })
      .from(trackApplicationDrafts)
      .where(eq(trackApplicationDrafts.personId, personId)),
    executor
      .select({
        id: opportunityApplications.id,
        opportunityId: opportunityApplications.opportunityId,
        opportunityTitle: opportunities.title,
        status: opportunityApplications.status,
        coverLetter: opportunityApplications.coverLetter,
        applicationData: opportunityApplications.applicationData,
        createdAt: opportunityApplications.createdAt,
        updatedAt: opportunityApplications.updatedAt,
      })
      .from(opportunityApplications)
      .innerJoin(opportunities, eq(opportunities.id, opportunityApplications.opportunityId))
      .where(eq(opportunityApplications.personId, personId))
      .orderBy(asc(opportunityApplications.createdAt)),
    executor
      .select({ subject: interactions.subject, message: interactions.content, sentAt: interactions.createdAt })
      .from(interactions)
      .where(
        and(eq(interactions.personId, personId), eq(interactions.userId, userId), eq(interactions.type, 'message')),
      )
      .orderBy(asc(interactions.createdAt)),
    listSessionsOfUser(executor, userId),
    accountRow
      ? executor
          .select({
            kind: emailOutbox.kind,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            createdAt: emailOutbox.createdAt,
            sentAt: emailOutbox.sentAt,
          })
          .from(emailOutbox)
          // Issue 40: the account's own emails, not those a previous holder of the address got.
          .where(eq(emailOutbox.userId, userId))
          .orderBy(asc(emailOutbox.createdAt))
      : Promise.resolve([]),
  ]);
  // Issue 20: their job alerts and the invitations they received.
  const [alerts, invitationRows] = await Promise.all([
    executor
      .select({
        name: jobAlerts.name,
        search: jobAlerts.search,
        type: jobAlerts.opportunityType,
        city: jobAlerts.city,
        tags: jobAlerts.tagSlugs,
        from: jobAlerts.dateFrom,
        to: jobAlerts.dateTo,
        createdAt: jobAlerts.createdAt,
      })
      .from(jobAlerts)
      .where(eq(jobAlerts.personId, personId))
      .orderBy(asc(jobAlerts.createdAt)),
    executor
      .select({
        opportunity: opportunities.title,
        message: invitations.message,
        status: invitations.status,
        invitedAt: invitations.createdAt,
        answeredAt: invitations.answeredAt,
      })
      .from(invitations)
      .innerJoin(opportunities, eq(opportunities.id, invitations.opportunityId))
      .where(eq(invitations.personId, personId))
      .orderBy(asc(invitations.createdAt)),
  ]);
  return {
    account: accountRow,
    person,
    trackApplications,
    draft,
    opportunityApplicationRows,
    messages,
    sessions,
    emails,
    alerts,
    invitationRows,
  };
}

// Holds the account's row until the transaction ends; false when it is gone.
export async function lockUser(executor: Executor, userId: string): Promise<boolean> {
  const rows = await executor.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  return rows.length > 0;
}

// D25 deletion, inside the caller's transaction. What the account held goes with it by the
// foreign keys (sessions, sign-in, roles, the person, their applications, drafts); what the
// staff wrote about them stays, no longer tied to a person (notes, the communication log).
export async function deleteAccountRows(executor: Executor, userId: string, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  // D11: a person who held a spot frees it; an opportunity they filled takes applications again.
  await executor.execute(sql`
    with held as (
      select oa.opportunity_id, count(*)::int as spots
      from opportunity_applications oa join people p on p.id = oa.person_id
      where p.user_id = ${userId} and oa.status in ('accepted', 'completed')
      group by oa.opportunity_id
    )
    update opportunities o
    set slots_filled = greatest(o.slots_filled - held.spots, 0),
      status = case when o.status = 'filled' and o.slots_filled - held.spots < o.slots_total then 'open' else o.status end,
      updated_at = now()
    from held where o.id = held.opportunity_id`);
  // The activity feed names team members it added by address: that address goes.
  await executor.execute(sql`
    update activity_log set details = jsonb_set(details, '{email}', '"Deleted user"')
    where details->>'email' = ${address}`);
  // The person's own messages to the team are theirs and go; what staff logged stays.
  await executor
    .delete(interactions)
    .where(
      and(
        eq(interactions.userId, userId),
        eq(interactions.type, 'message'),
        sql`${interactions.personId} = (select id from people where user_id = ${userId})`,
      ),
    );
  await executor.delete(emailOutbox).where(eq(emailOutbox.recipient, address));
  await executor.delete(signInAttempts).where(eq(signInAttempts.email, address));
  // Password reset links name the account in their value.
  await executor.delete(verification).where(eq(verification.value, userId));
  await executor.delete(account).where(eq(account.userId, userId));
  await executor.delete(user).where(eq(user.id, userId));
}
