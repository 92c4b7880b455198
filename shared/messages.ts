import { TRACKS } from './domain-values';
import { pageQuerySchema } from './pagination';
import { z } from './zod';

// D35: every opportunity application, track application and invitation has one thread between
// its person and the staff (docs/decisions/195).
export const THREAD_KINDS = ['opportunity_application', 'track_application', 'invitation'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

// How a thread is named in an address: /messages/{slug}/{subjectId}.
export const THREAD_SLUGS: Record<ThreadKind, string> = {
  opportunity_application: 'opportunity-application',
  track_application: 'track-application',
  invitation: 'invitation',
};
export function threadKindOfSlug(slug: string): ThreadKind | undefined {
  return THREAD_KINDS.find((kind) => THREAD_SLUGS[kind] === slug);
}

// D12: reviewers see track applications and their review, not opportunities or invitations.
export const REVIEWER_THREAD_KINDS: readonly ThreadKind[] = ['track_application'];

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_EMPTY_MESSAGE = 'Message cannot be empty';
const messageBody = z
  .string(MESSAGE_EMPTY_MESSAGE)
  .trim()
  .min(1, MESSAGE_EMPTY_MESSAGE)
  .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`);

// Plain text only: stored as written, shown as text (links made clickable by the client).
export const messageSchema = z.object({ body: messageBody }).strict();
export type MessageInput = z.input<typeof messageSchema>;

// A person's own limit (D35): more than this many messages in an hour is refused with 429.
export const MESSAGES_PER_HOUR = 30;
export const TOO_MANY_MESSAGES = `You have sent ${MESSAGES_PER_HOUR} messages in the last hour. Please wait a little before writing again.`;

// Who gets a broadcast on an opportunity: everyone accepted, everyone waitlisted, or both.
export const BROADCAST_AUDIENCES = ['accepted', 'waitlisted', 'both'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const broadcastSchema = z
  .object({
    audience: z.enum(BROADCAST_AUDIENCES, 'Choose who gets the message'),
    body: messageBody,
  })
  .strict();
export type BroadcastInput = z.input<typeof broadcastSchema>;

// The staff inbox's filters (D15: paged by the server).
export const INBOX_FILTERS = ['unread', 'waiting'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
// "Waiting for a reply": the person wrote last, more than this long ago.
export const WAITING_FOR_REPLY_HOURS = 24;
export const staffInboxQuerySchema = pageQuerySchema.extend({
  show: z.enum(INBOX_FILTERS, 'Unknown filter').optional(),
  opportunityId: z.uuid('Not a valid opportunity').optional(),
  track: z.enum(TRACKS, 'Unknown track').optional(),
});
export type StaffInboxQuery = z.output<typeof staffInboxQuerySchema>;
export const personInboxQuerySchema = pageQuerySchema;

// A thread's entries are read newest first, a page at a time, before an entry's cursor.
export const threadQuerySchema = z.object({
  before: z.uuid('Not a valid entry').optional(),
});
export const THREAD_PAGE_SIZE = 50;

// How message emails reach a person (D35): each message (the default), a daily digest, or off.
export const MESSAGE_EMAIL_FREQUENCIES = ['each', 'daily', 'off'] as const;
export type MessageEmailFrequency = (typeof MESSAGE_EMAIL_FREQUENCIES)[number];
export const messageEmailPreferenceSchema = z
  .object({ frequency: z.enum(MESSAGE_EMAIL_FREQUENCIES, 'Choose how message emails reach you') })
  .strict();

// The line a reply by email is cut at (the quoted email and signature below it are dropped).
export const REPLY_ABOVE_THIS_LINE = '—— Reply above this line ——';
