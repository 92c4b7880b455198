import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

// Issue 42 (D36): freed spots offered down the waitlist.

// The first waitlisted person of the event who has no open offer, was never offered this
// event's spot before, and may accept one (no reliability block at `now`).
export async function nextOnWaitlist(executor: Executor, opportunityId: string, now: Date) {
  const [row] = await queryRows<{ id: string; personId: string }>(
    executor,
    sql`select oa.id, oa.person_id as "personId" from opportunity_applications oa
      where oa.opportunity_id = ${opportunityId} and oa.status = 'waitlisted'
        and not exists (select 1 from spot_offers so where so.application_id = oa.id)
        and not exists (select 1 from reliability_blocks b where b.person_id = oa.person_id
          and b.lifted_at is null and b.starts_at <= ${now} and b.ends_at > ${now})
      order by oa.created_at, oa.id
      limit 1
      for update of oa skip locked`,
  );
  return row;
}

export async function countOpenOffers(executor: Executor, opportunityId: string) {
  const [row] = await queryRows<{ open: number }>(
    executor,
    sql`select count(*)::int as open from spot_offers where opportunity_id = ${opportunityId} and outcome is null`,
  );
  return row?.open ?? 0;
}

export async function insertOffer(
  executor: Executor,
  offer: { opportunityId: string; applicationId: string; offeredAt: Date; expiresAt: Date },
) {
  const [row] = await queryRows<{ id: string }>(
    executor,
    sql`insert into spot_offers (opportunity_id, application_id, offered_at, expires_at)
      values (${offer.opportunityId}, ${offer.applicationId}, ${offer.offeredAt}, ${offer.expiresAt})
      returning id`,
  );
  return row?.id;
}

export type LockedOffer = {
  id: string;
  opportunityId: string;
  applicationId: string;
  personId: string;
  userId: string | null;
  expiresAt: Date;
  outcome: string | null;
  title: string;
  startsAt: Date | null;
  timeZone: string;
};

export async function lockOffer(executor: Executor, offerId: string) {
  const [row] = await queryRows<LockedOffer>(
    executor,
    sql`select so.id, so.opportunity_id as "opportunityId", so.application_id as "applicationId",
        oa.person_id as "personId", p.user_id as "userId", so.expires_at as "expiresAt", so.outcome,
        o.title, o.starts_at as "startsAt", o.time_zone as "timeZone"
      from spot_offers so
      join opportunity_applications oa on oa.id = so.application_id
      join people p on p.id = oa.person_id
      join opportunities o on o.id = so.opportunity_id
      where so.id = ${offerId}
      for update of so`,
  );
  return row
    ? { ...row, expiresAt: new Date(row.expiresAt), startsAt: row.startsAt ? new Date(row.startsAt) : null }
    : undefined;
}

export async function answerOffer(executor: Executor, offerId: string, outcome: string, now: Date) {
  await executor.execute(
    sql`update spot_offers set outcome = ${outcome}, answered_at = ${now} where id = ${offerId} and outcome is null`,
  );
}

// Open offers past their time, each held for its lapse.
export async function claimLapsedOffers(executor: Executor, now: Date, limit: number) {
  return queryRows<{ id: string; opportunityId: string; applicationId: string }>(
    executor,
    sql`select id, opportunity_id as "opportunityId", application_id as "applicationId" from spot_offers
      where outcome is null and expires_at <= ${now}
      order by expires_at, id limit ${limit}
      for update skip locked`,
  );
}
