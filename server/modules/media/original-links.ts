import { createHmac, timingSafeEqual } from 'node:crypto';

// D25: the data export links every original upload, signed under the server's secret and good
// for a week: whoever holds the export can download the originals, nobody can make a link to
// another (an original may hold the camera's metadata, so /media never serves one unsigned).
const PURPOSE = 'media-original';
const ORIGINAL_LINK_DAYS = 7;

const mac = (secret: string, contentKey: string, expires: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${contentKey}:${expires}`).digest('base64url');

export function originalLink(secret: string, contentKey: string, now: Date): { path: string; expiresAt: Date } {
  const expires = Math.floor(now.getTime() / 1000) + ORIGINAL_LINK_DAYS * 86_400;
  return {
    path: `/media/originals/${contentKey}?expires=${expires}&signature=${mac(secret, contentKey, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

export function isGenuineOriginalLink(
  secret: string,
  link: { contentKey: string; expires: string | undefined; signature: string | undefined },
  now: Date,
): boolean {
  const expires = Number(link.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime() || !link.signature) return false;
  const expected = Buffer.from(mac(secret, link.contentKey, expires));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
