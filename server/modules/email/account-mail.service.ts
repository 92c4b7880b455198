import type { EmailKind } from '@shared/domain-values';
import type { Executor } from '../../db/database';
import type { Logger } from '../../lib/logger';
import {
  accountDeletedEmail,
  accountExistsEmail,
  emailChangedEmail,
  emailChangeEmail,
  type EmailSite,
  emailVerificationEmail,
  passwordChangedEmail,
  passwordResetEmail,
} from './account-emails';
import type { RenderedEmail } from './email-layout';
import { countRecentEmails, enqueueEmail } from './email-outbox.repo';

// Per address and hour: a flood of requests from many addresses still cannot fill one
// person's inbox (the per-client rate limit is the auth library's, server/modules/accounts/better-auth.ts).
export const ACCOUNT_EMAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const RESET_PASSWORD_PAGE = '/reset-password';
// Issue 40 (docs/decisions/144): a confirmation link, of an account's address or of a new one,
// opens a page that says what it will do; only that page's button acts.
export const CONFIRM_EMAIL_PAGE = '/confirm-email';

type Recipient = { email: string; name: string | null };
type AccountRecipient = Recipient & { id: string };

// The account emails the auth library asks for (D5), written to the outbox.
export function createAccountMail(site: EmailSite, logger: Logger) {
  const link = (path: string) => new URL(path, site.siteUrl).href;

  async function enqueueCapped(executor: Executor, kind: EmailKind, to: string, email: RenderedEmail, userId?: string) {
    const recent = await countRecentEmails(executor, { recipient: to, kind, since: new Date(Date.now() - HOUR_MS) });
    if (recent >= ACCOUNT_EMAILS_PER_HOUR) {
      logger.warn(`Not sending another ${kind} email to ${to}: ${recent} in the last hour`);
      return;
    }
    await enqueueEmail(executor, { kind, to, userId, ...email });
  }

  const resetUrl = (token: string) =>
    link(
      `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PAGE)}`,
    );
  const confirmUrl = (token: string) => link(`${CONFIRM_EMAIL_PAGE}?token=${encodeURIComponent(token)}`);

  return {
    // The link goes through the auth library, which checks the token before the page opens.
    passwordReset: (executor: Executor, recipient: Recipient, token: string) =>
      enqueueCapped(
        executor,
        'password_reset',
        recipient.email,
        passwordResetEmail(site, { name: recipient.name, url: resetUrl(token) }),
      ),

    // A new account's confirmation link.
    emailVerification: (executor: Executor, recipient: AccountRecipient, token: string) =>
      enqueueCapped(
        executor,
        'email_verification',
        recipient.email,
        emailVerificationEmail(site, { name: recipient.name, url: confirmUrl(token) }),
        recipient.id,
      ),

    // D25: the confirmation of a new address goes to that address (not yet the account's).
    emailChange: (executor: Executor, account: { id: string; name: string | null }, newEmail: string, token: string) =>
      enqueueCapped(
        executor,
        'email_verification',
        newEmail,
        emailChangeEmail(site, { name: account.name, newEmail, url: confirmUrl(token) }),
        account.id,
      ),

    // D25: told to the old address once the new one is confirmed.
    emailChanged: (executor: Executor, oldAddress: AccountRecipient, newEmail: string) =>
      enqueueEmail(executor, {
        kind: 'email_changed',
        to: oldAddress.email,
        userId: oldAddress.id,
        ...emailChangedEmail(site, { name: oldAddress.name, newEmail, contactUrl: link('/contact') }),
      }),

    // Issue 40: a password change is told to the address, with a reset link: whoever reads the
    // inbox can take the account back if the change was not theirs.
    passwordChanged: (executor: Executor, recipient: AccountRecipient, resetToken: string) =>
      enqueueEmail(executor, {
        kind: 'password_changed',
        to: recipient.email,
        userId: recipient.id,
        ...passwordChangedEmail(site, {
          name: recipient.name,
          resetUrl: resetUrl(resetToken),
          forgotUrl: link('/auth?mode=forgot-password'),
        }),
      }),

    accountDeleted: (executor: Executor, recipient: Recipient) =>
      enqueueEmail(executor, {
        kind: 'account_deleted',
        to: recipient.email,
        ...accountDeletedEmail(site, { name: recipient.name }),
      }),

    accountExists: (executor: Executor, recipient: Recipient) =>
      enqueueCapped(
        executor,
        'account_exists',
        recipient.email,
        accountExistsEmail(site, { name: recipient.name, signInUrl: link('/auth?mode=sign-in') }),
      ),
  };
}

export type AccountMail = ReturnType<typeof createAccountMail>;
