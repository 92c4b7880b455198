import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';
import { jobAlerts } from '../../db/schema/job-alerts';
import { people } from '../../db/schema/people';
import { opportunityTags } from '../../db/schema/opportunities';
import { isListed } from '../opportunities/listed.repo';
import type { SearchQuery } from '../opportunities/search-query';
import { searchTsQuery } from '../opportunities/search-tsquery.repo';

const alertColumns = {
  id: jobAlerts.id,
  name: jobAlerts.name,
  search: jobAlerts.search,
  opportunityType: jobAlerts.opportunityType,
  city: jobAlerts.city,
  tagSlugs: jobAlerts.tagSlugs,
  dateFrom: jobAlerts.dateFrom,
  dateTo: jobAlerts.dateTo,
  createdAt: jobAlerts.createdAt,
};
export type JobAlertRow = {
  id: string;
  name: string;
  search: string | null;
  opportunityType: string | null;
  city: string | null;
  tagSlugs: string[];
  dateFrom: string | null;
  dateTo: string | null;
  createdAt: Date;
};

export function listAlerts(executor: Executor, personId: string): Promise<JobAlertRow[]> {
  return executor
    .select(alertColumns)
    .from(jobAlerts)
    .where(eq(jobAlerts.personId, personId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
}

export async function countAlerts(executor: Executor, personId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.personId, personId));
  return row?.n ?? 0;
}

// The tags of a filter, by slug (or by id, in older links), as the list resolves them.
export function resolveTags(executor: Executor, references: readonly string[]) {
  if (references.length === 0) return Promise.resolve([]);
  const ids = references.filter((reference) => /^[0-9a-f-]{36}$/.test(reference));
  return executor
    .select({ id: opportunityTags.id, slug: opportunityTags.slug })
    .from(opportunityTags)
    .where(
      or(inArray(opportunityTags.slug, [...references]), ids.length > 0 ? inArray(opportunityTags.id, ids) : undefined),
    );
}

export async function insertAlert(
  executor: Executor,
  values: {
    personId: string;
    name: string;
    search: string | null;
    searchQuery: SearchQuery | null;
    opportunityType: string | null;
    city: string | null;
    tags: { id: string; slug: string }[];
    dateFrom: string | null;
    dateTo: string | null;
  },
): Promise<JobAlertRow> {
  const [row] = await executor
    .insert(jobAlerts)
    .values({
      personId: values.personId,
      name: values.name,
      search: values.search,
      searchQuery: values.searchQuery ? sql`${searchTsQuery(values.searchQuery)}` : null,
      opportunityType: values.opportunityType,
      city: values.city,
      tagIds: values.tags.map((tag) => tag.id),
      tagSlugs: values.tags.map((tag) => tag.slug),
      dateFrom: values.dateFrom,
      dateTo: values.dateTo,
    })
    .returning(alertColumns);
  if (!row) throw new Error('The alert was not saved');
  return row;
}

export async function renameAlert(executor: Executor, personId: string, alertId: string, name: string) {
  const [row] = await executor
    .update(jobAlerts)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.personId, personId)))
    .returning(alertColumns);
  return row;
}

export async function deleteAlert(executor: Executor, personId: string, alertId: string): Promise<boolean> {
  const deleted = await executor
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.personId, personId)))
    .returning({ id: jobAlerts.id });
  return deleted.length > 0;
}

// Issue 40: the key the person's unsubscribe links are signed with (undefined: no such person).
export async function findAlertLinkOwner(executor: Executor, personId: string) {
  const [row] = await executor
    .select({ linkKey: people.alertLinkKey })
    .from(people)
    .where(eq(people.id, personId))
    .limit(1);
  return row;
}

export function findAlertNames(executor: Executor, personId: string, alertIds: readonly string[]) {
  return executor
    .select({ id: jobAlerts.id, name: jobAlerts.name })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.personId, personId), inArray(jobAlerts.id, [...alertIds])));
}

export async function deleteAlerts(executor: Executor, personId: string, alertIds: readonly string[]) {
  return executor
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.personId, personId), inArray(jobAlerts.id, [...alertIds])))
    .returning({ id: jobAlerts.id, name: jobAlerts.name });
}

// People whose alerts have unsent matches and who were sent no alerts email in the last day.
export async function findPeopleDueDigest(executor: Executor, limit: number): Promise<string[]> {
  const rows = await queryRows<{ personId: string }>(
    executor,
    sql`select distinct m.person_id as "personId" from job_alert_matches m
      left join job_alert_digests d on d.person_id = m.person_id
      where m.emailed_at is null and (d.sent_at is null or d.sent_at <= now() - interval '1 day')
      limit ${limit}`,
  );
  return rows.map((row) => row.personId);
}

// Holds the person's digest row for the transaction; false when they had one within the day
// (another process sent it meanwhile).
export async function claimDigest(executor: Executor, personId: string): Promise<boolean> {
  await executor.execute(sql`insert into job_alert_digests (person_id, sent_at) values (${personId}, '-infinity')
    on conflict (person_id) do nothing`);
  const [row] = await queryRows<{ due: boolean }>(
    executor,
    sql`select sent_at <= now() - interval '1 day' as due from job_alert_digests
      where person_id = ${personId} for update`,
  );
  return row?.due === true;
}

export type DigestMatch = {
  alertId: string;
  alertName: string;
  opportunityId: string;
  title: string;
  city: string | null;
  venue: string | null;
  date: string | null;
};

// The person's unsent matches whose opportunity is still listed (open, not past), by alert.
export function unsentMatches(executor: Executor, personId: string) {
  return queryRows<DigestMatch & { recipient: string | null; name: string | null; linkKey: string | null }>(
    executor,
    sql`select m.alert_id as "alertId", a.name as "alertName", opportunities.id as "opportunityId", opportunities.title,
        opportunities.city, opportunities.venue, opportunities.date::text as date, coalesce(u.email, p.email) as recipient, p.name,
        p.alert_link_key as "linkKey"
      from job_alert_matches m
      join job_alerts a on a.id = m.alert_id
      join opportunities on opportunities.id = m.opportunity_id
      join people p on p.id = m.person_id
      left join "user" u on u.id = p.user_id
      where m.person_id = ${personId} and m.emailed_at is null and ${isListed}
      order by a.created_at, a.id, opportunities.created_at desc
      limit 200`,
  );
}

export async function markMatchesEmailed(executor: Executor, personId: string) {
  await executor.execute(
    sql`update job_alert_matches set emailed_at = now() where person_id = ${personId} and emailed_at is null`,
  );
}

export async function markDigestSent(executor: Executor, personId: string) {
  await executor.execute(sql`update job_alert_digests set sent_at = now() where person_id = ${personId}`);
}
