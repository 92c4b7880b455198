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
// the person may withdraw while pending.
export const OPPORTUNITY_APPLICATION_STATUSES = [
  'pending',
  'under_review',
  'accepted',
  'waitlisted',
  'declined',
  'completed',
  'withdrawn',
] as const;
export type OpportunityApplicationStatus = (typeof OPPORTUNITY_APPLICATION_STATUSES)[number];

export const PERSON_STATUSES = ['new', 'active', 'pending', 'archived'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const PERSON_RANKS = ['member', 'verified', 'operator', 'architect', 'legend'] as const;
export type PersonRank = (typeof PERSON_RANKS)[number];

export const TEAM_ROLES = ['reviewer', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const INTERACTION_TYPES = ['note', 'email', 'call', 'meeting', 'message', 'other'] as const;
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
  'account_deleted',
  'contact_message',
  ...NOTIFICATION_KINDS,
  // D23: an admin invited the person to an opportunity.
  'opportunity_invitation',
  // D24: the day's new matches of a person's job alerts.
  'job_alerts',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

// D23: an invitation is open while `invited` (and neither expired nor its opportunity filled,
// closed or past); `lapsed` after 14 days unanswered, `ended` when the opportunity ended first.
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined', 'lapsed', 'ended'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
