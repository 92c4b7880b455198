import type { ActivityEntryDto } from '@server/modules/activity/activity.dto';
import { NOTE_PREVIEW_LENGTH } from '@shared/note-schemas';

export const DELETED_USER = 'Deleted user';

// Issue 42 (D36, D37): what only the app's event-night job writes; the feed names the app as their
// author.
export const APP_WRITTEN: ReadonlySet<ActivityEntryDto['actionType']> = new Set([
  'booking_confirm_asked',
  'booking_released',
  'spot_offered',
  'no_show',
  'booking_completed',
  'reliability_blocked',
]);

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
    case 'add_team_member': {
      const who = entry.subjectName ?? text(details.email) ?? 'someone';
      const role = withArticle(text(details.role) ?? 'team member');
      // Issue 41: a role changed in place names the one it replaced.
      const previous = text(details.previousRole);
      return previous ? `made ${who} ${role} (was ${withArticle(previous)})` : `added ${who} as ${role}`;
    }
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
      return describeEventNight(entry, subject) ?? String(entry.actionType).replaceAll('_', ' ');
  }
}

// Issue 42: the event night's steps. The job's entries are the app's; the person confirms,
// cancels and answers offers; staff check in, correct and lift.
function describeEventNight(entry: ActivityEntryDto, subject: string | undefined): string | undefined {
  const details = entry.details;
  const title = text(details.title) ?? 'the event';
  const whose = subject ? `${possessive(subject)} booking` : 'a booking';
  const who = subject ?? entry.subjectName ?? 'someone';
  switch (entry.actionType) {
    case 'booking_confirm_asked':
      return `asked to confirm ${whose} for ${title}`;
    case 'booking_confirmed':
      return `confirmed ${subject ? whose : 'their booking'} for ${title}`;
    case 'booking_released':
      return `released ${whose} for ${title}: not confirmed in time`;
    case 'booking_cancelled':
      return `cancelled ${subject ? whose : 'their booking'} for ${title}${details.late ? ' late' : ''}`;
    case 'spot_offered':
      return `offered ${who} a spot at ${title} from the waitlist`;
    case 'spot_offer_answered':
      return `${details.outcome === 'accepted' ? 'took' : 'declined'} the offered spot at ${title}`;
    case 'checked_in':
      return `checked ${who} in at ${title}`;
    case 'no_show':
      return `marked ${who} as a no-show at ${title}`;
    case 'no_show_corrected': {
      const reason = text(details.reason);
      return `corrected ${possessive(who)} no-show at ${title}${reason ? `: “${reason}”` : ''}`;
    }
    case 'booking_completed':
      return `completed ${whose} for ${title}`;
    case 'reliability_blocked':
      return `paused ${possessive(who)} applying after two no-shows in 90 days`;
    case 'reliability_block_lifted': {
      const note = text(details.note);
      return `lifted ${possessive(who)} pause${note ? `: “${note}”` : ''}`;
    }
    default:
      return undefined;
  }
}
