import type { OpportunityApplicationStatus, TrackApplicationStatus } from '@shared/domain-values';
import type { NotificationSwitches, NotificationSwitchesUpdate } from '@shared/email-settings';
import type { Database, Executor } from '../../db/database';
import type { EmailSite } from '../email/account-emails';
import { enqueueEmail } from '../email/email-outbox.repo';
import { recordThreadEvent } from '../messages/thread-events';
import {
  findOpportunityApplicationRecipient,
  findTrackApplicationRecipient,
  mergeNotificationSwitches,
  readNotificationSwitches,
} from './notifications.repo';
import {
  type OpportunityNotificationKind,
  opportunityStatusEmail,
  type TrackNotificationKind,
  trackStatusEmail,
} from './status-emails';

// Issue 7: the statuses a person hears about by email. Other statuses change silently.
const TRACK_NOTIFICATIONS: Partial<Record<TrackApplicationStatus, TrackNotificationKind>> = {
  shortlisted: 'track_shortlisted',
  booked: 'track_booked',
  archived: 'track_archived',
};
const OPPORTUNITY_NOTIFICATIONS: Partial<Record<OpportunityApplicationStatus, OpportunityNotificationKind>> = {
  accepted: 'opportunity_accepted',
  waitlisted: 'opportunity_waitlisted',
  declined: 'opportunity_declined',
  completed: 'opportunity_completed',
};

// What happened: an email was queued, or why none was (for the caller's logs and the tests).
export type NotifyOutcome = 'queued' | 'not_notified_status' | 'switched_off' | 'no_recipient';

export function createNotificationsService(db: Database, site: EmailSite) {
  return {
    // Call inside the transaction that changes the status, after the change: the email is
    // written with it and leaves only if it commits. Sending happens later, so a status change
    // whose email cannot be sent is still saved.
    async notifyTrackApplicationStatus(
      tx: Executor,
      input: { applicationId: string; status: TrackApplicationStatus },
    ): Promise<NotifyOutcome> {
      // D35: every status change shows in the application's thread, emailed or not.
      await recordThreadEvent(tx, {
        kind: 'track_application',
        subjectId: input.applicationId,
        event: 'status',
        details: { status: input.status },
      });
      const kind = TRACK_NOTIFICATIONS[input.status];
      if (!kind) return 'not_notified_status';
      if (!(await readNotificationSwitches(tx))[kind]) return 'switched_off';
      const recipient = await findTrackApplicationRecipient(tx, input.applicationId);
      if (!recipient?.email) return 'no_recipient';
      const email = trackStatusEmail(site, { kind, track: recipient.track, name: recipient.name });
      await enqueueEmail(tx, { kind, to: recipient.email, ...email });
      return 'queued';
    },

    async notifyOpportunityApplicationStatus(
      tx: Executor,
      input: { applicationId: string; status: OpportunityApplicationStatus },
    ): Promise<NotifyOutcome> {
      await recordThreadEvent(tx, {
        kind: 'opportunity_application',
        subjectId: input.applicationId,
        event: 'status',
        details: { status: input.status },
      });
      const kind = OPPORTUNITY_NOTIFICATIONS[input.status];
      if (!kind) return 'not_notified_status';
      if (!(await readNotificationSwitches(tx))[kind]) return 'switched_off';
      const recipient = await findOpportunityApplicationRecipient(tx, input.applicationId);
      if (!recipient?.email) return 'no_recipient';
      const email = opportunityStatusEmail(site, { kind, title: recipient.title, name: recipient.name });
      await enqueueEmail(tx, { kind, to: recipient.email, ...email });
      return 'queued';
    },

    // Admin only (the routes check the role): product-wide switches per kind.
    switches: (): Promise<NotificationSwitches> => readNotificationSwitches(db),
    updateSwitches: (change: NotificationSwitchesUpdate): Promise<NotificationSwitches> =>
      mergeNotificationSwitches(db, change),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
