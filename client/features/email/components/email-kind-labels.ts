import type { EmailKind } from '@shared/domain-values';

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  password_reset: 'Password reset',
  email_verification: 'Email confirmation',
  account_exists: 'Account already exists',
  email_changed: 'Email address changed',
  account_deleted: 'Account deleted',
  contact_message: 'Message to the team',
  track_shortlisted: 'Track shortlisted',
  track_booked: 'Track booked',
  track_archived: 'Track archived',
  opportunity_accepted: 'Opportunity accepted',
  opportunity_waitlisted: 'Opportunity waitlisted',
  opportunity_declined: 'Opportunity declined',
  opportunity_completed: 'Opportunity completed',
  opportunity_invitation: 'Invitation',
  job_alerts: 'Job alerts',
};
