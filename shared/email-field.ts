import { EMAIL_MAX_LENGTH } from './limits';
import { z } from './zod';

// An email address as every form takes it. Apart from the sign-up rules, so a form that only
// asks for an address (the team page) does not download the list of common passwords.
export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());
