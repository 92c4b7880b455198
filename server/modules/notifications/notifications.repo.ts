import { sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SWITCHES, type NotificationSwitches } from '@shared/email-settings';
import { NOTIFICATION_KINDS } from '@shared/domain-values';
import { type Executor, queryRows } from '../../db/database';

// app_settings key of the product-wide notification switches (issue 7).
const SWITCHES_KEY = 'notification_switches';

export type NotificationRecipient = { email: string | null; name: string | null };

// The account's address is the one the person signs in with; a person without an account
// (imported or demo rows) falls back to the profile's address.
export async function findTrackApplicationRecipient(executor: Executor, applicationId: string) {
  const [row] = await queryRows<NotificationRecipient & { track: string }>(
    executor,
    sql`
      select coalesce(u.email, p.email) as email, p.name, a.track
      from applications a
      join people p on p.id = a.person_id
      left join "user" u on u.id = p.user_id
      where a.id = ${applicationId}`,
  );
  return row;
}

export async function findOpportunityApplicationRecipient(executor: Executor, applicationId: string) {
  const [row] = await queryRows<NotificationRecipient & { title: string }>(
    executor,
    sql`
      select coalesce(u.email, p.email) as email, p.name, o.title
      from opportunity_applications oa
      join people p on p.id = oa.person_id
      join opportunities o on o.id = oa.opportunity_id
      left join "user" u on u.id = p.user_id
      where oa.id = ${applicationId}`,
  );
  return row;
}

// Stored switches over the defaults: a kind added later starts on, and a stored value that is
// not a boolean is ignored.
function withDefaults(stored: unknown): NotificationSwitches {
  const switches = { ...DEFAULT_NOTIFICATION_SWITCHES };
  if (stored && typeof stored === 'object') {
    for (const kind of NOTIFICATION_KINDS) {
      const value = (stored as Record<string, unknown>)[kind];
      if (typeof value === 'boolean') switches[kind] = value;
    }
  }
  return switches;
}

export async function readNotificationSwitches(executor: Executor): Promise<NotificationSwitches> {
  const [row] = await queryRows<{ value: unknown }>(
    executor,
    sql`select value from app_settings where key = ${SWITCHES_KEY}`,
  );
  return withDefaults(row?.value);
}

// One statement merges the change into what is stored, so two admins changing different
// switches at once both keep their change.
export async function mergeNotificationSwitches(
  executor: Executor,
  change: Partial<NotificationSwitches>,
): Promise<NotificationSwitches> {
  const [row] = await queryRows<{ value: unknown }>(
    executor,
    sql`
      insert into app_settings (key, value, updated_at)
      values (${SWITCHES_KEY}, ${JSON.stringify(change)}::jsonb, now())
      on conflict (key) do update
        set value = app_settings.value || excluded.value, updated_at = now()
      returning value`,
  );
  return withDefaults(row?.value);
}
