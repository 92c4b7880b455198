import { type SQL, sql } from 'drizzle-orm';
import type { ActivityAction } from '@shared/domain-values';
import { type Executor, queryRows } from '../../db/database';
import { activityLog } from '../../db/schema/back-office';
import { publishChange } from '../../realtime/change-events';

export type ActivityEntry = {
  userId: string | null;
  actionType: ActivityAction;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
};

// spec §7 activity log: written in the same transaction as the change it describes; open
// feeds hear of it when that transaction commits (D17).
// Issue 41: stamped when written, not when its transaction began (now()). A bulk change that
// waited for a row another change held began early and commits late: stamped at its start,
// its entries sorted below changes made before them, and a feed's limit cut between them.
export async function recordActivity(executor: Executor, entry: ActivityEntry): Promise<void> {
  await executor.insert(activityLog).values({
    createdAt: sql`clock_timestamp()`,
    userId: entry.userId,
    actionType: entry.actionType,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
  await publishChange(executor, { topic: 'activity', entityType: entry.entityType, entityId: entry.entityId });
}

export type ActivityRow = {
  id: string;
  action_type: ActivityAction;
  entity_type: string;
  entity_id: string;
  details: Record<string, unknown> | null;
  created_at: Date | string;
  author_name: string | null;
  subject_name: string | null;
  // The account of the person the entry is about (D31).
  subject_user_id: string | null;
};

export type ActivityFilter = {
  limit: number;
  // Only these entity types ('all': every type).
  entityTypes: readonly string[] | 'all';
  entity?: { type: string; id: string };
};

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

// The latest entries first (indexes on created_at, and on entity + created_at), then the
// names of their authors and subjects for those few rows only.
export async function listActivity(executor: Executor, filter: ActivityFilter): Promise<ActivityRow[]> {
  if (filter.entityTypes !== 'all' && filter.entityTypes.length === 0) return [];
  const conditions: SQL[] = [];
  if (filter.entity) {
    conditions.push(sql`entity_type = ${filter.entity.type} and entity_id = ${filter.entity.id}`);
  }
  if (filter.entityTypes !== 'all') {
    conditions.push(
      sql`entity_type in (${sql.join(
        filter.entityTypes.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return queryRows<ActivityRow>(
    executor,
    sql`with latest as (
      select * from activity_log ${where}
      order by created_at desc, id desc
      limit ${filter.limit}
    )
    select l.id, l.action_type, l.entity_type, l.entity_id, l.details, l.created_at,
      -- Issue 19: an application is written by its applicant, also one with no account (demo content).
      coalesce(author_person.name, author.name,
        case when l.action_type in ('submit_application', 'apply_to_opportunity') then subject.name end) as author_name,
      subject.name as subject_name, subject.user_id as subject_user_id
    from latest l
    left join "user" author on author.id = l.user_id
    left join people author_person on author_person.user_id = l.user_id
    left join lateral (
      select p.name, p.user_id from applications a join people p on p.id = a.person_id
        where l.entity_type = 'application'
          and a.id = (case when l.entity_id ~* ${UUID_PATTERN} then l.entity_id::uuid end)
      union all
      select p.name, p.user_id from opportunity_applications oa join people p on p.id = oa.person_id
        where l.entity_type = 'opportunity_application'
          and oa.id = (case when l.entity_id ~* ${UUID_PATTERN} then l.entity_id::uuid end)
      union all
      select p.name, p.user_id from invitations i join people p on p.id = i.person_id
        where l.entity_type = 'opportunity_invitation'
          and i.id = (case when l.entity_id ~* ${UUID_PATTERN} then l.entity_id::uuid end)
      union all
      select p.name, p.user_id from people p where l.entity_type = 'user' and p.user_id = l.entity_id
      limit 1
    ) subject on true
    order by l.created_at desc, l.id desc`,
  );
}
