import { z } from './zod';
import { type InteractionType, STAFF_INTERACTION_TYPES } from './domain-values';

// spec §5 interactions: details required, at most 2000; subject optional, at most 200,
// stored as empty when blank. spec §9: the type defaults to note.
export const INTERACTION_SUBJECT_MAX_LENGTH = 200;
export const INTERACTION_DETAILS_MAX_LENGTH = 2000;
export const INTERACTION_DETAILS_REQUIRED_MESSAGE = 'Details are required';

export const interactionSchema = z
  .object({
    // The event night's own entries are written by the server alone (issue 42).
    type: z.enum(STAFF_INTERACTION_TYPES, 'Choose a valid interaction type').default('note'),
    subject: z
      .string('Subject must be text')
      .trim()
      .max(INTERACTION_SUBJECT_MAX_LENGTH, `Subject must be at most ${INTERACTION_SUBJECT_MAX_LENGTH} characters`)
      .nullish()
      .transform((subject) => subject ?? ''),
    content: z
      .string(INTERACTION_DETAILS_REQUIRED_MESSAGE)
      .trim()
      .min(1, INTERACTION_DETAILS_REQUIRED_MESSAGE)
      .max(INTERACTION_DETAILS_MAX_LENGTH, `Details must be at most ${INTERACTION_DETAILS_MAX_LENGTH} characters`),
  })
  .strict();
export type InteractionInput = z.input<typeof interactionSchema>;
export type Interaction = z.output<typeof interactionSchema>;

// spec §9: call is shown as 'Phone Call'.
export const INTERACTION_TYPE_LABELS: Record<InteractionType, string> = {
  note: 'Note',
  email: 'Email',
  call: 'Phone Call',
  meeting: 'Meeting',
  message: 'Message',
  other: 'Other',
  // Issue 42 (D36): written by the event night (asked to confirm, released, checked in, ...).
  event: 'Event night',
};
