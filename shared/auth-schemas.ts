import { z } from './zod';
import { isCommonPassword } from './common-passwords';
import { emailField } from './email-field';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

// spec §5 auth form: name required in sign-up mode; email required and email-typed;
// password required, at least 6 characters. One schema for the form and the server (D14).
// Issue 8: a new password (sign-up, reset, change) may not be one of the most common ones.

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another.';

export const passwordField = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);

export const signUpSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  email: emailField,
  password: passwordField,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.input<typeof signInSchema>;

// Issue 7 (D5): 'Forgot password?' asks only for the address.
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

// The new password follows the sign-up rules (spec §5); the token comes from the emailed link.
export const resetPasswordSchema = z.object({
  newPassword: passwordField,
  token: z.string().trim().min(1, 'This reset link is incomplete. Ask for a new one.').max(200),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

// The form itself holds only the password; the token travels in the page's address.
export const newPasswordFormSchema = resetPasswordSchema.pick({ newPassword: true });
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

// A password change: the current password, and a new one by the sign-up rules (spec §5).
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordField,
  revokeOtherSessions: z.boolean('Revoke other sessions must be true or false').optional(),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

// Asking for a new confirmation link (EMAIL_VERIFICATION=required).
export const resendVerificationSchema = z.object({ email: emailField });
export type ResendVerificationInput = z.input<typeof resendVerificationSchema>;

// Issue 40: an emailed confirmation link's token (the page reads what it will do, then acts).
export const emailLinkSchema = z.object({
  token: z.string().trim().min(1, 'This link is incomplete. Ask for a new one.').max(200),
});
export type EmailLinkInput = z.input<typeof emailLinkSchema>;

// Opening it for good: a browser the account never used chooses its password (decision 100).
export const confirmEmailSchema = emailLinkSchema.extend({ newPassword: passwordField.optional() });
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
