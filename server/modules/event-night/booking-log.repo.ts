import type { ActivityAction } from '@shared/domain-values';
import type { ThreadEvent } from '@shared/message-events';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { CHANGES_CHANNEL, changeNotice } from '../../realtime/change-events';

export type BookingLogEntry = {
  action: ActivityAction;
  applicationId: string;
  personId: string;
  // The staff member or person who acted; null when the app itself did (the job).
  actorId: string | null;
  subject: string;
  content: string;
  details?: Record<string, unknown>;
};

// Issue 42 (docs/decisions/180): a step of a booking's night, in the activity feed and in the
// person's communication log (an `event` entry, which only the app writes), and (D35) in the
// booking's thread, with the change notices of all three (D17, sent on commit).
export async function logBookingEvent(tx: Executor, entry: BookingLogEntry): Promise<void> {
  const step = bookingEventStatement(entry);
  await tx.execute(sql`with ${step.writes} select ${step.notices}`);
}

// The same step as parts of one statement, for a caller that writes its own changes with it in
// one round trip (the door, docs/decisions/181 "Cost of a scan"; one step per statement): `writes`
// are its CTEs, `notices` the pg_notify calls its final select makes. The thread is made with
// its first event, as recordThreadEvent makes it; a booking that is gone has none.
export function bookingEventStatement(entry: BookingLogEntry): { writes: SQL; notices: SQL } {
  const at = new Date();
  // D35: the step in the booking's thread, in words of its own (the log's text is the staff's).
  const event = THREAD_EVENT_OF[entry.action];
  const { title, late, outcome } = entry.details ?? {};
  const threadDetails = JSON.stringify({ title, late, outcome });
  const thread = event
    ? sql`, step_thread as (
        insert into message_threads (subject_kind, subject_id, person_id, opportunity_id, created_at, last_activity_at)
        select 'opportunity_application', oa.id, oa.person_id, oa.opportunity_id, ${at}, ${at}
        from opportunity_applications oa where oa.id = ${entry.applicationId}
        on conflict (subject_kind, subject_id)
          do update set last_activity_at = greatest(message_threads.last_activity_at, excluded.last_activity_at)
        returning id, person_id
      ), step_entry as (
        insert into thread_entries (thread_id, kind, event, details, created_at)
        select id, 'event', ${event}, ${threadDetails}::jsonb, ${at} from step_thread
      )`
    : sql``;
  const threadNotice = event
    ? sql`, (select pg_notify(${CHANGES_CHANNEL}, json_build_object('topic', 'messages', 'threadId', t.id,
        'kind', 'opportunity_application', 'personId', t.person_id)::text) from step_thread t)`
    : sql``;
  return {
    writes: sql`step_activity as (
        insert into activity_log (created_at, user_id, action_type, entity_type, entity_id, details)
        values (clock_timestamp(), ${entry.actorId}, ${entry.action}, 'opportunity_application',
          ${entry.applicationId}, ${JSON.stringify(entry.details ?? {})}::jsonb)
      ), step_interaction as (
        insert into interactions (person_id, user_id, type, subject, content)
        values (${entry.personId}, ${entry.actorId}, 'event', ${entry.subject.slice(0, 200)}, ${entry.content})
      )${thread}`,
    notices: sql`${changeNotice({ topic: 'activity', entityType: 'opportunity_application', entityId: entry.applicationId })},
      ${changeNotice({ topic: 'interactions', personId: entry.personId })}${threadNotice}`,
  };
}

// The booking's steps its thread shows; its completion shows as the status change it also is.
const THREAD_EVENT_OF: Partial<Record<ActivityAction, ThreadEvent>> = {
  booking_confirm_asked: 'booking_confirm_asked',
  booking_confirmed: 'booking_confirmed',
  booking_released: 'booking_released',
  booking_cancelled: 'booking_cancelled',
  spot_offered: 'spot_offered',
  spot_offer_answered: 'spot_offer_answered',
  checked_in: 'checked_in',
  no_show: 'no_show',
  no_show_corrected: 'no_show_corrected',
};
