import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@shared/ids';

// D24: an unsubscribe link names the alerts it stops and carries their HMAC under the server's
// secret (the auth secret), so it works without signing in, for those alerts only, and nobody
// can make one for another alert (docs/decisions/122).
const PURPOSE = 'job-alerts-unsubscribe';

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${payload}`).digest('base64url');

export function unsubscribeToken(secret: string, alertIds: readonly string[]): string {
  const payload = Buffer.from(alertIds.join(',')).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

// The alert ids a genuine token names; undefined for anything else.
export function alertsOfToken(secret: string, token: string | undefined): string[] | undefined {
  const [payload, signature, ...rest] = (token ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const ids = Buffer.from(payload, 'base64url').toString().split(',');
  return ids.length > 0 && ids.every(isUuid) ? ids : undefined;
}
