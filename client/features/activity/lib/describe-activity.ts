import type { ActivityEntryDto } from '@server/modules/activity/activity.dto';
import { NOTE_PREVIEW_LENGTH } from '@shared/note-schemas';

export const DELETED_USER = 'Deleted user';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
const statusText = (value: unknown) => text(value)?.replaceAll('_', ' ') ?? 'a new status';
const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

// spec §7 activity log in words (after the author's name), including the kinds nothing in
// the product writes yet (assign_reviewer). `withSubject`: name whose application it was
// (the overview), not needed on the application's own page.
export function describeActivity(entry: ActivityEntryDto, options: { withSubject: boolean }): string {
  // D25: an application has its person while it exists; none means the account was deleted.
  const applicationEntity = entry.entityType === 'application' || entry.entityType === 'opportunity_application';
  const subject = options.withSubject
    ? (entry.subjectName ?? (applicationEntity ? DELETED_USER : undefined))
    : undefined;
  const application = subject ? `${possessive(subject)} application` : 'an application';
  const details = entry.details;
  switch (entry.actionType) {
    case 'status_change':
      return options.withSubject
        ? `moved ${application} to ${statusText(details.status)}`
        : `changed the status to ${statusText(details.status)}`;
    case 'add_note': {
      const preview = text(details.preview);
      const where = options.withSubject ? ` on ${application}` : '';
      if (!preview) return `added a note${where}`;
      const more = Array.from(preview).length >= NOTE_PREVIEW_LENGTH ? '…' : '';
      return `added a note${where}: “${preview}${more}”`;
    }
    case 'add_team_member':
      return `added ${entry.subjectName ?? text(details.email) ?? 'someone'} as ${withArticle(text(details.role) ?? 'team member')}`;
    case 'remove_team_member':
      return `removed ${entry.subjectName ?? 'someone'} as ${withArticle(text(details.role) ?? 'team member')}`;
    case 'assign_reviewer':
      return options.withSubject ? `assigned a reviewer to ${application}` : 'assigned a reviewer';
    case 'opportunity_application_status': {
      // D11 participants: whose application, for which opportunity (docs/decisions/061).
      const title = text(details.opportunityTitle);
      // D11: a person withdraws their own application (the author is the applicant).
      if (details.status === 'withdrawn') return `withdrew their application${title ? ` for ${title}` : ''}`;
      const whose = subject ? `${possessive(subject)} application` : 'an opportunity application';
      return `moved ${whose}${title ? ` for ${title}` : ''} to ${statusText(details.status)}`;
    }
    // Issue 19: the author is the applicant.
    case 'submit_application': {
      const track = text(details.track);
      return `applied${track ? ` to the ${track} track` : ''}`;
    }
    case 'apply_to_opportunity': {
      const title = text(details.opportunityTitle);
      return `applied${title ? ` for ${title}` : ' to an opportunity'}`;
    }
    case 'invitation_sent':
    case 'invitation_accepted':
    case 'invitation_declined': {
      // D23: who was invited to what; the invitee accepts or declines it themselves.
      const title = text(details.opportunityTitle) ?? 'an opportunity';
      const who = entry.subjectName ?? text(details.personName) ?? 'someone';
      if (entry.actionType === 'invitation_sent') return `invited ${who} to ${title}`;
      return `${entry.actionType === 'invitation_accepted' ? 'accepted' : 'declined'} the invitation to ${title}`;
    }
    default:
      return String(entry.actionType).replaceAll('_', ' ');
  }
}
