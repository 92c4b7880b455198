import { createHash, randomBytes } from 'node:crypto';

// Decision 100: a browser that has proven it belongs to an account (signed in, signed up, or
// set a new password through an emailed link) is a known device of that account. It keeps a
// random id in an httpOnly cookie, sent to the auth endpoints only; the database keeps the
// id's SHA-256, never the id.
export const DEVICE_COOKIE = 'backline_device';
export const DEVICE_COOKIE_PATH = '/api/auth';
// The longest lifetime browsers accept for a cookie.
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
// The header the accounts routes set from the cookie (never taken from the client), read by
// the auth hooks (better-auth.ts) and the confirmation page's endpoints.
export const DEVICE_HEADER = 'x-backline-device';

const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

export function newDeviceId(): string {
  return randomBytes(32).toString('base64url');
}

export function isDeviceId(value: string | undefined | null): value is string {
  return typeof value === 'string' && DEVICE_ID.test(value);
}

export function deviceHash(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('base64url');
}

// The hash of the device a request to the auth library comes from, if it names a valid one.
export function deviceHashOf(headers: Headers | undefined | null): string | undefined {
  const deviceId = headers?.get(DEVICE_HEADER);
  return isDeviceId(deviceId) ? deviceHash(deviceId) : undefined;
}
