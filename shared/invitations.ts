import { z } from './zod';
import { pageQuerySchema } from './pagination';

// D23: an unanswered invitation lapses this many days after it was sent.
export const INVITATION_DAYS = 14;
export const INVITATION_MESSAGE_MAX_LENGTH = 1000;
// One request invites at most this many people (a page of talent results, selected).
export const MAX_INVITEES = 50;

export const inviteSchema = z
  .object({
    opportunityId: z.uuid('Choose an opportunity'),
    personIds: z
      .array(z.uuid('Choose people to invite'), 'Choose people to invite')
      .min(1, 'Choose at least one person to invite')
      .max(MAX_INVITEES, `Invite at most ${MAX_INVITEES} people at once`),
    message: z
      .string('Message must be text')
      .trim()
      .max(INVITATION_MESSAGE_MAX_LENGTH, `Message must be at most ${INVITATION_MESSAGE_MAX_LENGTH} characters`)
      .nullish()
      .transform((message) => message || null),
  })
  .strict();
export type InviteInput = z.input<typeof inviteSchema>;
export type Invite = z.output<typeof inviteSchema>;

export const invitationsQuerySchema = pageQuerySchema;

// The invite dialog's opportunity picker: drafts and open ones not yet past, by title.
export const invitableQuerySchema = z.object({
  search: z.string('Search must be text').trim().max(200, 'Search is too long').optional(),
});
export const INVITABLE_SHOWN = 20;
export type InvitationsQuery = z.output<typeof invitationsQuerySchema>;

// The entity type of the activity log's invitation entries (its id: the invitation's).
export const INVITATION_ENTITY_TYPE = 'opportunity_invitation';
