import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Issue 42 (D36): a confirmed booking's ticket. Its QR code holds a random id and the id's HMAC
// under the server's secret: unguessable, forged ones refused before any lookup, and it says
// nothing about the person or the event when read. The short code printed under it is typed at
// a door whose camera fails: unique within the event, six letters and digits that cannot be
// mistaken for one another.
const PREFIX = 'BL1';
const PURPOSE = 'door-ticket';
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DOOR_CODE_LENGTH = 6;

const mac = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${id}`).digest('base64url').slice(0, 22);

export function newTicketId(): string {
  return randomBytes(16).toString('base64url');
}

// What the QR code holds.
export function ticketPayload(secret: string, ticketId: string): string {
  return `${PREFIX}.${ticketId}.${mac(secret, ticketId)}`;
}

// The ticket id a genuine payload names; undefined for anything else (a forged or damaged code,
// a code of something else).
export function ticketIdOf(secret: string, payload: string): string | undefined {
  const [prefix, id, signature, ...rest] = payload.trim().split('.');
  if (prefix !== PREFIX || !id || !signature || rest.length > 0 || !/^[\w-]{22}$/.test(id)) return undefined;
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

export function newDoorCode(): string {
  const bytes = randomBytes(DOOR_CODE_LENGTH);
  return [...bytes].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

// A code as typed: spaces and dashes away, capitals.
export function normalizeDoorCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}
