import { createHash, createHmac } from 'node:crypto';

// Lower-case base32: mail systems may fold the case of an address's local part.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

// 128 bits: the HMAC of the row's random nonce, so the same token is written in every email
// while only its hash is stored (a copy of the database alone gives no reply address away).
export function tokenOf(secret: string, nonce: string): string {
  return base32(createHmac('sha256', secret).update(`reply-to:${nonce}`).digest().subarray(0, 16));
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token.toLowerCase()).digest('hex');
}

export const TOKEN_PATTERN = /^[a-z2-7]{26}$/;
