import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { nextParticipantStatuses } from '@shared/opportunity-participants';

// The button of each D11 move, by the status it leads to (withdrawn and pending are never an
// admin's move). The accessible name adds the applicant: 'Accept Nia Brooks'.
const MOVE_LABELS: Partial<Record<OpportunityApplicationStatus, string>> = {
  under_review: 'Review',
  accepted: 'Accept',
  waitlisted: 'Waitlist',
  declined: 'Decline',
  completed: 'Complete',
};

export type ParticipantMoveButton = { status: OpportunityApplicationStatus; label: string };

export function movesFrom(status: OpportunityApplicationStatus): ParticipantMoveButton[] {
  return nextParticipantStatuses(status).map((next) => ({ status: next, label: MOVE_LABELS[next] ?? next }));
}

// spec §2 fallback name of the applications list, used for applicants too.
export function applicantName(name: string | null): string {
  return name?.trim() || 'Unknown Applicant';
}

// spec §3 creative application_data, in the order and words of the apply form.
export const CREATIVE_ANSWER_LABELS = [
  ['artistName', 'Artist name'],
  ['instagramHandle', 'Instagram handle'],
  ['ticketSales', 'Ticket sales'],
  ['performedLive', 'Performed live'],
] as const;

// Answers longer than this start folded, with a Show more button.
export const FOLDED_ANSWER_LENGTH = 240;

export function answersLength(coverLetter: string | null, data: Record<string, string> | null): number {
  return (coverLetter?.length ?? 0) + Object.values(data ?? {}).reduce((sum, value) => sum + value.length, 0);
}
