import { createHash, randomBytes } from 'node:crypto';
import type { AccountLinkPurpose } from '@shared/domain-values';
import { API_ERROR_CODES } from '@shared/api-error';
import type { Database, Executor } from '../../db/database';
import { AppError, forbidden } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import type { Logger } from '../../lib/logger';
import type { AccountMail } from '../email/account-mail.service';
import {
  deleteAccountLink,
  deleteExpiredAccountLinks,
  endPendingChanges,
  findAccountLink,
  insertAccountLink,
  lockAccountLink,
  type StoredAccountLink,
} from './account-links.repo';
import {
  changeUserEmail,
  deleteSessionsOf,
  findUserById,
  markEmailVerified,
  replacePasswordHash,
} from './accounts.repo';
import { lockUser } from './account-settings.repo';
import { forgetDevices, isKnownDevice, rememberDevice } from './known-devices.repo';
import type { EmailLinkAction, EmailLinkOutcomeDto, EmailLinkPreviewDto } from './email-links.dto';
import { clearSignInAttempts } from './sign-in-attempts.repo';

// Issue 40 (docs/decisions/144): a link that confirms an address, or a change of it, is a
// single-use row the server can end. Opening it shows a page that says what it will do; only
// that page's POST acts, so a mail scanner's GET changes nothing.

// A confirmation link works for a day: it is often opened the next morning, and only proves the
// address. So does a link confirming a new address.
export const EMAIL_LINK_SECONDS = 60 * 60 * 24;

export const LINK_USED_MESSAGE = 'This link has expired or has already been used. Ask for a new one.';
export const LINK_EXPIRED_MESSAGE = 'This link has expired. Ask for a new one.';
export const OTHER_ACCOUNT_MESSAGE =
  'This link is for another account than the one signed in here. Sign out, then open the link again.';
export const TAKE_OVER_PASSWORD_MESSAGE = 'Choose a password to take this account over.';
export const addressTakenMessage = (email: string) =>
  `${email} now belongs to another account, so it cannot become this account's address. Ask for a new link with another address.`;

// The browser a link is opened in: who it is signed in as, and its device (decision 100).
export type OpeningBrowser = { signedInUserId: string | null; deviceHash: string | undefined };

export type EmailLinkOutcome = EmailLinkOutcomeDto & {
  // The account this browser is now signed in to, where it was not before: the caller starts
  // the session (the auth library's cookie).
  signInUserId: string | null;
};

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const invalidLink = () => new AppError(400, 'INVALID_TOKEN', LINK_USED_MESSAGE);
const expiredLink = () => new AppError(400, 'TOKEN_EXPIRED', LINK_EXPIRED_MESSAGE);

type LinkedUser = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export type EmailLinksDependencies = {
  db: Database;
  logger: Logger;
  mail: AccountMail;
};

export function createEmailLinks({ db, logger, mail }: EmailLinksDependencies) {
  async function issue(
    executor: Executor,
    account: { id: string; email: string },
    purpose: AccountLinkPurpose,
    newEmail: string | null,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await deleteExpiredAccountLinks(executor, account.id);
    await insertAccountLink(executor, {
      tokenHash: tokenHashOf(token),
      userId: account.id,
      purpose,
      email: account.email,
      newEmail,
      expiresAt: new Date(Date.now() + EMAIL_LINK_SECONDS * 1000),
    });
    return token;
  }

  async function actionFor(
    executor: Executor,
    link: StoredAccountLink,
    account: LinkedUser,
    browser: OpeningBrowser,
  ): Promise<EmailLinkAction> {
    if (link.purpose === 'change-email') return 'change-email';
    if (account.emailVerified) return 'already-confirmed';
    if (browser.signedInUserId === account.id) return 'confirm-email';
    const known =
      browser.deviceHash !== undefined && (await isKnownDevice(executor, { userId: account.id }, browser.deviceHash));
    return known ? 'confirm-email' : 'take-over';
  }

  // The link and its account, if it still works: unused, unexpired, and the account's address
  // unchanged since it was made.
  async function linkedAccount(executor: Executor, link: StoredAccountLink | undefined) {
    if (!link) throw invalidLink();
    if (link.expiresAt.getTime() <= Date.now()) throw expiredLink();
    const account = await findUserById(executor, link.userId);
    if (!account || account.email !== link.email) throw invalidLink();
    return { link, account };
  }

  return {
    // A new account's confirmation link (sign-up with EMAIL_VERIFICATION=required, 'Send the
    // link again', the team page's resend), written to the outbox in the caller's transaction.
    async sendConfirmation(executor: Executor, account: { id: string; email: string; name: string | null }) {
      const token = await issue(executor, account, 'confirm-email', null);
      await mail.emailVerification(executor, account, token);
    },

    // D25: the link confirming a new address goes to that address.
    async sendAddressChange(executor: Executor, userId: string, newEmail: string) {
      const account = await findUserById(executor, userId);
      if (!account) return;
      const token = await issue(executor, account, 'change-email', newEmail);
      await mail.emailChange(executor, account, newEmail, token);
    },

    // What opening the link would do here; changes nothing (a scanner may call it too).
    async preview(token: string, browser: OpeningBrowser): Promise<EmailLinkPreviewDto> {
      const { link, account } = await linkedAccount(db, await findAccountLink(db, tokenHashOf(token)));
      return {
        action: await actionFor(db, link, account, browser),
        email: account.email,
        newEmail: link.newEmail,
        signedInElsewhere: browser.signedInUserId !== null && browser.signedInUserId !== account.id,
      };
    },

    // Opens the link for good (the page's button). A take-over needs the new password's hash.
    async use(token: string, browser: OpeningBrowser, newPasswordHash: string | undefined): Promise<EmailLinkOutcome> {
      const tokenHash = tokenHashOf(token);
      try {
        return await db.transaction(async (tx) => {
          const locked = await lockAccountLink(tx, tokenHash);
          const { link, account } = await linkedAccount(tx, locked);
          if (!(await lockUser(tx, account.id))) throw invalidLink();
          const action = await actionFor(tx, link, account, browser);
          const signedInHere = browser.signedInUserId === account.id;
          // No login CSRF: a browser signed in to another account keeps that session.
          const mayStartSession = browser.signedInUserId === null;
          const outcome = (email: string, signInUserId: string | null): EmailLinkOutcome => ({
            action,
            email,
            signInUserId,
            signedIn: signedInHere || signInUserId !== null,
          });
          switch (action) {
            case 'change-email': {
              if (browser.signedInUserId !== null && !signedInHere) throw forbidden(OTHER_ACCOUNT_MESSAGE);
              const newEmail = link.newEmail ?? '';
              // The new address is the account's and is proven; the old one is told (D25). The
              // change ends the account's other links (migration 0016's trigger).
              await changeUserEmail(tx, account.id, newEmail);
              await mail.emailChanged(tx, { id: account.id, email: account.email, name: account.name }, newEmail);
              return outcome(newEmail, null);
            }
            case 'already-confirmed':
              await deleteAccountLink(tx, tokenHash);
              return outcome(account.email, null);
            case 'confirm-email':
              await markEmailVerified(tx, account.id);
              await endPendingChanges(tx, account.id);
              return outcome(account.email, mayStartSession ? account.id : null);
            case 'take-over': {
              if (!newPasswordHash) {
                throw new AppError(400, API_ERROR_CODES.validation, TAKE_OVER_PASSWORD_MESSAGE, [
                  { path: 'newPassword', message: TAKE_OVER_PASSWORD_MESSAGE },
                ]);
              }
              // The new password ends every pending link, feed and alert link (trigger); the
              // registrant's sessions, devices and counted attempts go too.
              await replacePasswordHash(tx, account.id, newPasswordHash);
              await deleteSessionsOf(tx, account.id);
              await forgetDevices(tx, account.id);
              await clearSignInAttempts(tx, account.email);
              await markEmailVerified(tx, account.id);
              if (mayStartSession && browser.deviceHash) await rememberDevice(tx, account.id, browser.deviceHash);
              logger.info(
                `${account.email} was confirmed from a browser that never signed in to it: its sessions ended and the opener chose its password (decision 100)`,
              );
              return outcome(account.email, mayStartSession ? account.id : null);
            }
          }
        });
      } catch (error) {
        // The new address was registered by someone else meanwhile: the link can never work.
        if (!isUniqueViolation(error)) throw error;
        const link = await findAccountLink(db, tokenHash);
        await deleteAccountLink(db, tokenHash);
        throw new AppError(400, 'EMAIL_TAKEN', addressTakenMessage(link?.newEmail ?? 'That address'));
      }
    },
  };
}

export type EmailLinks = ReturnType<typeof createEmailLinks>;
