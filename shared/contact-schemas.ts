import { z } from './zod';
import { emailField } from './email-field';
import { NAME_MAX_LENGTH } from './limits';

// Issue 16: a message to the team from the contact page (docs/decisions/092). Signed in, the
// account says who wrote; signed out, the person gives a name and an address to answer.
// The limits are the communication log's (spec §5 interactions).
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;
export const CONTACT_EMAIL_REQUIRED_MESSAGE = 'Please enter your email so we can answer you';

// Issue 40 (decision 147): the name and the subject open the team's email ("From <name>",
// "Subject: <subject>"); a line break in them let the body read as if someone else had written.
// Line and paragraph separators and the C0 and C1 control characters (tabs too) are refused.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point.
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
const singleLineMessage = (label: string) =>
  `${label} must be a single line, without line breaks or control characters`;

export const contactMessageSchema = z.strictObject({
  subject: z
    .string({ error: 'Subject must be text' })
    .trim()
    .max(CONTACT_SUBJECT_MAX_LENGTH, `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters`)
    .regex(SINGLE_LINE, singleLineMessage('Subject'))
    .default(''),
  message: z
    .string({ error: 'Please write your message' })
    .trim()
    .min(1, 'Please write your message')
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
    .regex(SINGLE_LINE, singleLineMessage('Name'))
    .optional(),
  email: z.union([z.literal(''), emailField], { error: 'Please enter a valid email address' }).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
