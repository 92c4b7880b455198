import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

// Issue 42 (D37): a person's reliability and the block two no-shows bring.

// `timeZone`: where the no-show that brought the block happened (the last one marked by its
// start), in which the person was told of it; null when no such booking is left.
export type ActiveBlock = { id: string; reason: string; endsAt: Date; timeZone: string | null };

export async function findActiveBlock(executor: Executor, personId: string, now: Date) {
  const [row] = await queryRows<ActiveBlock>(
    executor,
    sql`select b.id, b.reason, b.ends_at as "endsAt",
        (select o.time_zone from opportunity_applications oa join opportunities o on o.id = oa.opportunity_id
          where oa.person_id = b.person_id and oa.no_show_at <= b.starts_at
          order by oa.no_show_at desc limit 1) as "timeZone"
      from reliability_blocks b
      where b.person_id = ${personId} and b.lifted_at is null and b.starts_at <= ${now} and b.ends_at > ${now}
      order by b.ends_at desc limit 1`,
  );
  return row ? { ...row, endsAt: new Date(row.endsAt) } : undefined;
}

// The person's no-shows within 90 days before `now`, newest first.
export async function recentNoShows(executor: Executor, personId: string, now: Date) {
  return queryRows<{ title: string; noShowAt: Date }>(
    executor,
    sql`select o.title, oa.no_show_at as "noShowAt" from opportunity_applications oa
      join opportunities o on o.id = oa.opportunity_id
      where oa.person_id = ${personId} and oa.status = 'no_show'
        and oa.no_show_at > ${now}::timestamptz - interval '90 days' and oa.no_show_at <= ${now}
      order by oa.no_show_at desc`,
  );
}

export async function insertBlock(
  executor: Executor,
  block: { personId: string; reason: string; startsAt: Date; endsAt: Date },
) {
  await executor.execute(sql`
    insert into reliability_blocks (person_id, reason, starts_at, ends_at)
    values (${block.personId}, ${block.reason}, ${block.startsAt}, ${block.endsAt})`);
}

// The block in force, lifted with a note; false when there is none.
export async function liftBlock(executor: Executor, personId: string, by: string, note: string, now: Date) {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`update reliability_blocks set lifted_at = ${now}, lifted_by = ${by}, lift_note = ${note}
      where person_id = ${personId} and lifted_at is null and starts_at <= ${now} and ends_at > ${now}
      returning id`,
  );
  return rows.length > 0;
}

export type ReliabilityRow = { attended: number | null; counted: number | null };

export async function findReliability(executor: Executor, personId: string): Promise<ReliabilityRow> {
  const [row] = await queryRows<ReliabilityRow>(
    executor,
    sql`select reliability_attended as attended, reliability_counted as counted from people where id = ${personId}`,
  );
  return row ?? { attended: null, counted: null };
}

// D37: the bookings that made it, newest first (the person's own history).
export async function findReliabilityHistory(executor: Executor, personId: string) {
  return queryRows<{ opportunityId: string; title: string; startsAt: Date | null; outcome: string }>(
    executor,
    sql`select o.id as "opportunityId", o.title, o.starts_at as "startsAt",
        case when oa.status = 'completed' then 'attended' when oa.status = 'no_show' then 'no_show'
          else 'late_cancellation' end as outcome
      from opportunity_applications oa join opportunities o on o.id = oa.opportunity_id
      where oa.person_id = ${personId} and (oa.status in ('completed', 'no_show') or oa.late_cancellation)
      order by oa.updated_at desc limit 10`,
  );
}
