// D35: what a thread shows besides messages. Status changes, bookings, invitations and the
// event night's steps, written where they happen; internal notes and the communication log
// never (docs/decisions/195). Each event carries facts, not prose: this file words them.
export const THREAD_EVENTS = [
  'status',
  'invited',
  'invitation_accepted',
  'invitation_declined',
  'invitation_lapsed',
  'booking_confirm_asked',
  'booking_confirmed',
  'booking_released',
  'booking_cancelled',
  'spot_offered',
  'spot_offer_answered',
  'checked_in',
  'no_show',
  'no_show_corrected',
] as const;
export type ThreadEvent = (typeof THREAD_EVENTS)[number];

export type ThreadEventDetails = {
  status?: string;
  title?: string;
  late?: boolean;
  outcome?: string;
  // Why an invitation lapsed: 'unanswered', or its opportunity 'filled', 'closed' or 'past'.
  reason?: string;
};

const statusWords = (status: string) => status.replaceAll('_', ' ');

function lapseWords({ reason, title }: ThreadEventDetails): string {
  if (reason === 'unanswered') return 'not answered in time';
  const opportunity = title ?? 'the opportunity';
  if (reason === 'filled' || reason === 'closed') return `${opportunity} is ${reason}`;
  return `${opportunity} is over`;
}

export function describeThreadEvent(event: ThreadEvent, details: ThreadEventDetails): string {
  const at = details.title ? ` for ${details.title}` : '';
  switch (event) {
    case 'status':
      return `Status changed to ${statusWords(details.status ?? 'unknown')}`;
    case 'invited':
      return `Invited${at}`;
    case 'invitation_accepted':
      return 'Invitation accepted';
    case 'invitation_declined':
      return 'Invitation declined';
    case 'invitation_lapsed':
      return `Invitation lapsed: ${lapseWords(details)}`;
    case 'booking_confirm_asked':
      return 'Asked to confirm the booking';
    case 'booking_confirmed':
      return 'Booking confirmed';
    case 'booking_released':
      return 'Booking released: not confirmed in time';
    case 'booking_cancelled':
      return details.late ? 'Booking cancelled late' : 'Booking cancelled';
    case 'spot_offered':
      return 'A spot was offered from the waitlist';
    case 'spot_offer_answered':
      return details.outcome === 'accepted' ? 'Offered spot taken' : 'Offered spot declined';
    case 'checked_in':
      return 'Checked in at the door';
    case 'no_show':
      return 'Marked as a no-show';
    case 'no_show_corrected':
      return 'No-show corrected';
  }
}
