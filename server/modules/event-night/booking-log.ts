import type { ActivityAction } from '@shared/domain-values';
import type { ThreadEvent } from '@shared/message-events';
import type { Executor } from '../../db/database';
import { type ChangeEvent, publishChange } from '../../realtime/change-events';
import { recordActivity } from '../activity/activity.repo';
import { insertInteraction } from '../interactions/interactions.repo';
import { recordThreadEvent } from '../messages/thread-events';

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
// person's communication log (an `event` entry, which only the app writes).
export async function logBookingEvent(tx: Executor, entry: BookingLogEntry): Promise<void> {
  await publishChange(tx, await writeBookingEvent(tx, entry));
}

// The same step written, its communication log's change notice (D17: the log updates on every
// open page of this person) returned for the caller to send in the transaction with its own, in
// one round trip (the door, docs/decisions/181 "Cost of a scan").
export async function writeBookingEvent(tx: Executor, entry: BookingLogEntry): Promise<ChangeEvent> {
  await recordActivity(tx, {
    userId: entry.actorId,
    actionType: entry.action,
    entityType: 'opportunity_application',
    entityId: entry.applicationId,
    details: entry.details ?? {},
  });
  await insertInteraction(tx, {
    personId: entry.personId,
    userId: entry.actorId,
    type: 'event',
    subject: entry.subject.slice(0, 200),
    content: entry.content,
  });
  // D35: the step in the booking's thread, in words of its own (the log's text is the staff's).
  const event = THREAD_EVENT_OF[entry.action];
  if (event) {
    const { title, late, outcome } = entry.details ?? {};
    await recordThreadEvent(tx, {
      kind: 'opportunity_application',
      subjectId: entry.applicationId,
      event,
      details: {
        title: title as string | undefined,
        late: late as boolean | undefined,
        outcome: outcome as string | undefined,
      },
    });
  }
  return { topic: 'interactions', personId: entry.personId };
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
