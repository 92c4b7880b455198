import { randomBytes } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { deleteSessionsOf, insertResetToken, markEmailVerified, replacePasswordHash } from './accounts.repo';
import { deviceHashOf } from './device-id';
import { forgetDevices, isKnownDevice } from './known-devices.repo';
import { newResetToken, RESET_IDENTIFIER_PREFIX, storedResetIdentifier } from './reset-tokens';
import { clearSignInAttempts } from './sign-in-attempts.repo';

export type ConfirmationDependencies = {
  db: Database;
  logger: Logger;
  // The account signed in with the session cookie these headers carry, if any.
  signedInUserId(headers: Headers): Promise<string | null>;
  hashPassword(password: string): Promise<string>;
  resetTokenSeconds: number;
};

// Where a confirmation link sends the browser when it does not sign it in.
export const CONFIRMED_SIGN_IN_PAGE = '/auth?mode=sign-in&confirmation=confirmed';
export const confirmedResetPage = (token: string) => `/reset-password?token=${encodeURIComponent(token)}&confirmed=1`;

const redirectTo = (location: string) => new APIError('FOUND', undefined, { location });

// Issue 18, findings 3 and 4 (decision 100). A confirmation link proves that whoever opens it
// reads the address's inbox; it proves nothing about who registered the account. Called by the
// auth library just before it marks the address confirmed:
// - the browser is signed in to this account, or is one of its known devices (it signed up
//   or in here): the registrant reads the inbox. The library confirms the address and signs
//   the browser in (unless it is signed in to another account: that session stays, and the
//   page asks to sign in);
// - any other browser: the account may have been registered by someone else. The address is
//   confirmed, every session of the account ends, its password is retired, and the browser
//   goes on to choose a new password, so only the inbox's owner has a way in. The browser's own
//   session, of another account, is left as it is (no login CSRF).
export async function beforeAddressConfirmed(
  deps: ConfirmationDependencies,
  user: { id: string; email: string },
  request: Request | undefined,
): Promise<void> {
  const headers = request?.headers ?? new Headers();
  const signedInAs = await deps.signedInUserId(headers);
  if (signedInAs === user.id) return;
  const device = deviceHashOf(headers);
  if (device && (await isKnownDevice(deps.db, { userId: user.id }, device))) {
    if (signedInAs === null) return;
    await markEmailVerified(deps.db, user.id);
    throw redirectTo(CONFIRMED_SIGN_IN_PAGE);
  }

  const token = newResetToken();
  const [retired, identifier] = await Promise.all([
    deps.hashPassword(randomBytes(32).toString('base64url')),
    storedResetIdentifier(`${RESET_IDENTIFIER_PREFIX}${token}`),
  ]);
  await deps.db.transaction(async (tx) => {
    // The new password ends the account's other reset links (migration 0008); the one made
    // here comes after it.
    await replacePasswordHash(tx, user.id, retired);
    await deleteSessionsOf(tx, user.id);
    await forgetDevices(tx, user.id);
    await clearSignInAttempts(tx, user.email);
    await markEmailVerified(tx, user.id);
    await insertResetToken(tx, {
      identifier,
      userId: user.id,
      expiresAt: new Date(Date.now() + deps.resetTokenSeconds * 1000),
    });
  });
  deps.logger.info(
    `Confirmed ${user.email} from a browser that never signed in to it: its sessions ended and a new password is asked for (decision 100)`,
  );
  throw redirectTo(confirmedResetPage(token));
}
