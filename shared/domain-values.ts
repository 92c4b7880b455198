// Enumerated values of spec §3, §4 and §9, and decision D11. The database's check
// constraints, the server's schemas and the client's selects all read them from here.

export const TRACKS = ['ambassador', 'creator', 'performer', 'ops', 'partner', 'team'] as const;
export type Track = (typeof TRACKS)[number];

export const TRACK_APPLICATION_STATUSES = ['submitted', 'under_review', 'shortlisted', 'booked', 'archived'] as const;
export type TrackApplicationStatus = (typeof TRACK_APPLICATION_STATUSES)[number];

export const OPPORTUNITY_TYPES = ['event', 'creative', 'marketing', 'community'] as const;
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];

// D22: the public list's orders; featured (D8, or relevance while searching, D21) is the default.
export const OPPORTUNITY_SORTS = ['featured', 'soonest', 'newest'] as const;
export type OpportunitySort = (typeof OPPORTUNITY_SORTS)[number];

export const OPPORTUNITY_STATUSES = ['draft', 'open', 'filled', 'closed'] as const;
export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

// D11: pending → under_review → accepted | waitlisted | declined; accepted → completed;
// the person may withdraw while pending. D36 (the event night): a booking (accepted) is
// released when not confirmed in time, cancelled by its person, or ends as a no-show.
export const OPPORTUNITY_APPLICATION_STATUSES = [
  'pending',
  'under_review',
  'accepted',
  'waitlisted',
  'declined',
  'completed',
  'withdrawn',
  'released',
  'cancelled',
  'no_show',
] as const;
export type OpportunityApplicationStatus = (typeof OPPORTUNITY_APPLICATION_STATUSES)[number];

export const PERSON_STATUSES = ['new', 'active', 'pending', 'archived'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const PERSON_RANKS = ['member', 'verified', 'operator', 'architect', 'legend'] as const;
export type PersonRank = (typeof PERSON_RANKS)[number];

export const TEAM_ROLES = ['reviewer', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const INTERACTION_TYPES = ['note', 'email', 'call', 'meeting', 'message', 'other', 'event'] as const;
// Issue 42: what the event night writes in a person's log itself (D36); staff log the others.
export const STAFF_INTERACTION_TYPES = ['note', 'email', 'call', 'meeting', 'message', 'other'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

export const ACTIVITY_ACTIONS = [
  'status_change',
  'add_note',
  'add_team_member',
  'remove_team_member',
  'assign_reviewer',
  'opportunity_application_status',
  // Issue 19: new applications show in the overview's recent activity.
  'submit_application',
  'apply_to_opportunity',
  // D23: an admin invited a person; the person accepted or declined.
  'invitation_sent',
  'invitation_accepted',
  'invitation_declined',
  // D36, D37: the event night.
  'booking_confirm_asked',
  'booking_confirmed',
  'booking_released',
  'booking_cancelled',
  'spot_offered',
  'spot_offer_answered',
  'checked_in',
  'no_show',
  'no_show_corrected',
  'booking_completed',
  'reliability_blocked',
  'reliability_block_lifted',
  // D33: an admin removed an image.
  'media_removed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

// Issue 7: the status emails a person receives (D5). Admins can switch each kind off.
export const NOTIFICATION_KINDS = [
  'track_shortlisted',
  'track_booked',
  'track_archived',
  'opportunity_accepted',
  'opportunity_waitlisted',
  'opportunity_declined',
  'opportunity_completed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// Every email the product writes to its outbox: the account emails, then the notifications.
// Issue 16 (D25): a changed email is told to the old address ('email_changed'; the link to the
// new one is an 'email_verification'), a deleted account to its owner, and a message from the
// contact page to the team.
export const EMAIL_KINDS = [
  'password_reset',
  'email_verification',
  'account_exists',
  'email_changed',
  // Issue 40: a password change is told to the address, with a way back in.
  'password_changed',
  'account_deleted',
  'contact_message',
  ...NOTIFICATION_KINDS,
  // D23: an admin invited the person to an opportunity.
  'opportunity_invitation',
  // D24: the day's new matches of a person's job alerts.
  'job_alerts',
  // D36, D37: the event night.
  'booking_confirm_request',
  'booking_confirmed',
  'booking_released',
  'spot_offer',
  'late_cancellation',
  'reliability_blocked',
  // D35: new messages in a thread (one or a few grouped), the daily digest of them, and the
  // answer to a reply by email that could not be added.
  'message',
  'message_digest',
  'message_reply_refused',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

// Issue 40: what an emailed account link does (server/db/schema/account-links.ts).
export const ACCOUNT_LINK_PURPOSES = ['confirm-email', 'change-email'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

// D23: an invitation is open while `invited` (and neither expired nor its opportunity filled,
// closed or past); `lapsed` after 14 days unanswered, `ended` when the opportunity ended first.
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined', 'lapsed', 'ended'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
