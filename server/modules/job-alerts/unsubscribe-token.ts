import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@shared/ids';

// D24: an unsubscribe link names the person and the alerts it stops, and carries their HMAC
// under the server's secret (the auth secret) and the person's alert link key, so it works
// without signing in, for those alerts only, and nobody can make one for another alert
// (docs/decisions/122). Issue 40: a recovery of the account gives the person a new key, which
// retires every link sent before (the alerts stay; their next email carries new links).
const PURPOSE = 'job-alerts-unsubscribe';

export type AlertLinkOwner = { personId: string; linkKey: string | null };

const mac = (secret: string, linkKey: string | null, payload: string) =>
  createHmac('sha256', secret)
    .update(`${PURPOSE}:${linkKey ?? ''}:${payload}`)
    .digest('base64url');

export function unsubscribeToken(secret: string, owner: AlertLinkOwner, alertIds: readonly string[]): string {
  const payload = Buffer.from(`${owner.personId}:${alertIds.join(',')}`).toString('base64url');
  return `${payload}.${mac(secret, owner.linkKey, payload)}`;
}

export type UnsubscribeClaim = { personId: string; alertIds: string[]; payload: string; signature: string };

// What a token claims, before it is checked against the person's key (isGenuine).
export function readUnsubscribeToken(token: string | undefined): UnsubscribeClaim | undefined {
  const [payload, signature, ...rest] = (token ?? '').split('.');
  if (!payload || !signature || rest.length > 0) return undefined;
  const [personId, ids, ...more] = Buffer.from(payload, 'base64url').toString().split(':');
  const alertIds = (ids ?? '').split(',');
  if (more.length > 0 || !isUuid(personId ?? '') || !alertIds.every(isUuid)) return undefined;
  return { personId: personId ?? '', alertIds, payload, signature };
}

export function isGenuine(secret: string, claim: UnsubscribeClaim, linkKey: string | null): boolean {
  const expected = Buffer.from(mac(secret, linkKey, claim.payload));
  const given = Buffer.from(claim.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
