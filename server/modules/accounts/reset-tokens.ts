import { createHash, randomBytes } from 'node:crypto';

// Decision 101: reset tokens are stored hashed. The auth library stores a reset link's token as
// the identifier `reset-password:<token>`; we store `reset-password:` and the SHA-256 of that
// identifier instead (base64url), keeping the prefix so that every reset link of an account can
// be found, and ended, without knowing its tokens (migration 0008's triggers).
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

export async function storedResetIdentifier(identifier: string): Promise<string> {
  return `${RESET_IDENTIFIER_PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`;
}

// A token like the auth library's own (24 characters), for a reset link we make ourselves.
export function newResetToken(): string {
  return randomBytes(18).toString('base64url');
}
