import { z } from './zod';
import { URL_MAX_LENGTH } from './limits';

// D18: social, website, portfolio and resume links are http(s) URLs (or a bare handle for
// Instagram and TikTok); anything else is refused, so no stored link can run script.

export const INVALID_URL_MESSAGE = 'Please enter a valid URL';
export const URL_TOO_LONG_MESSAGE = `URL must be less than ${URL_MAX_LENGTH} characters`;

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

// Instagram and TikTok usernames: letters, digits, dots and underscores, with an optional @.
const HANDLE_PATTERN = /^@?[A-Za-z0-9._]{1,30}$/;

export function isSocialHandle(value: string): boolean {
  return HANDLE_PATTERN.test(value);
}

// A required http(s) link (spec §5: team resume link).
export const httpUrlField = (requiredMessage = INVALID_URL_MESSAGE) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(URL_MAX_LENGTH, { error: URL_TOO_LONG_MESSAGE, abort: true })
    .refine(isHttpUrl, INVALID_URL_MESSAGE);

// An optional http(s) link: blank is stored as null.
export const optionalHttpUrlField = () =>
  z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, { error: URL_TOO_LONG_MESSAGE, abort: true })
    .refine((value) => value === '' || isHttpUrl(value), INVALID_URL_MESSAGE)
    .nullish()
    .transform((value) => value || null);

// An optional Instagram or TikTok: a handle or an http(s) link; blank is stored as null.
export const optionalSocialField = (network: string) =>
  z
    .string()
    .trim()
    .max(URL_MAX_LENGTH, { error: URL_TOO_LONG_MESSAGE, abort: true })
    .refine(
      (value) => value === '' || isSocialHandle(value) || isHttpUrl(value),
      `${network} must be a handle like @name or a link starting with http:// or https://`,
    )
    .nullish()
    .transform((value) => value || null);
