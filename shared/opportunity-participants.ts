import { z } from './zod';
import { OPPORTUNITY_APPLICATION_STATUSES, type OpportunityApplicationStatus } from './domain-values';
import { pageQuerySchema } from './pagination';

// D11: the moves an admin makes in the participants widget (docs/decisions/061).
// pending → under_review → accepted | waitlisted | declined; accepted → completed. A waitlisted
// application is waiting for a spot, so it may still be accepted or declined. Declined,
// completed and withdrawn are final; withdrawing is the person's own move, not an admin's.
const ADMIN_TRANSITIONS: Record<OpportunityApplicationStatus, readonly OpportunityApplicationStatus[]> = {
  pending: ['under_review'],
  under_review: ['accepted', 'waitlisted', 'declined'],
  waitlisted: ['accepted', 'declined'],
  accepted: ['completed'],
  declined: [],
  completed: [],
  withdrawn: [],
  // D36: ended by the event night itself (a no-show is corrected at the door, with a reason).
  released: [],
  cancelled: [],
  no_show: [],
};

export function nextParticipantStatuses(status: OpportunityApplicationStatus): readonly OpportunityApplicationStatus[] {
  return ADMIN_TRANSITIONS[status];
}

export function mayMoveParticipant(from: OpportunityApplicationStatus, to: OpportunityApplicationStatus): boolean {
  return ADMIN_TRANSITIONS[from].includes(to);
}

// The activity log's entity type of these moves (its id: the application's).
export const PARTICIPANT_ENTITY_TYPE = 'opportunity_application';

// D11: completing adds one mission and this much XP to the person.
export const COMPLETION_XP = 100;

export const participantStatusSchema = z
  .object({ status: z.enum(OPPORTUNITY_APPLICATION_STATUSES, 'Choose a valid status') })
  .strict();
export type ParticipantStatusInput = z.input<typeof participantStatusSchema>;

export const participantsQuerySchema = pageQuerySchema;
export type ParticipantsQuery = z.output<typeof participantsQuerySchema>;
