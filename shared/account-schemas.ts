import { z } from './zod';
import { emailField } from './email-field';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

// D25: deleting the account takes the password and a typed confirmation, so neither a slip
// nor a session left open elsewhere deletes it.
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const DELETE_CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION_WORD} to confirm`;

export const deleteAccountSchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  confirmation: z
    .string({ error: DELETE_CONFIRMATION_MESSAGE })
    .max(100, DELETE_CONFIRMATION_MESSAGE)
    .refine((typed) => typed.trim().toUpperCase() === DELETE_CONFIRMATION_WORD, DELETE_CONFIRMATION_MESSAGE),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

// What the settings say of a session (browser and system read from its user agent).
export const SESSION_DEVICE_UNKNOWN = 'Unknown device';
// First match wins: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\//],
  ['Opera', /OPR\//],
  ['Samsung Internet', /SamsungBrowser\//],
  ['Firefox', /Firefox\/|FxiOS\//],
  ['Chrome', /Chrome\/|CriOS\//],
  ['Safari', /Version\/[\d.]+.*Safari\//],
];
const SYSTEMS: [string, RegExp][] = [
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Android', /Android/],
  ['Windows', /Windows/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux/],
];
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return SESSION_DEVICE_UNKNOWN;
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? SESSION_DEVICE_UNKNOWN;
}

// D25: a new email address, confirmed at that address before it is used. The current password
// is asked again, so a session left open somewhere cannot move the account to another inbox.
export const changeEmailSchema = z.object({
  newEmail: emailField,
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

// The settings page's password form: the new password typed twice. The server applies every
// rule of a new password (passwordField, common passwords included); the form checks the
// length only, so the page does not download the list of common passwords.
export const PASSWORDS_DIFFER_MESSAGE = 'The two new passwords do not match';
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
    newPassword: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
