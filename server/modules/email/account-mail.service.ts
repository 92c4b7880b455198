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
  passwordResetEmail,
} from './account-emails';
import type { RenderedEmail } from './email-layout';
import { countRecentEmails, enqueueEmail } from './email-outbox.repo';

// Per address and hour: a flood of requests from many addresses still cannot fill one
// person's inbox (the per-client rate limit is in server/auth.ts).
export const ACCOUNT_EMAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const RESET_PASSWORD_PAGE = '/reset-password';
// spec §7: the confirmation link lands on the site's own /application page.
export const VERIFIED_EMAIL_PAGE = '/application';
// D25: the link confirming a new address lands on the settings, which say it is done.
export const CHANGED_EMAIL_PAGE = '/settings?email=changed';

// The claims of a confirmation token the auth library just made (a JWT signed with the app's
// secret; read here only to tell a new account's link from a changed address's). An address
// change names the new address in `updateTo`.
export function confirmationTokenClaims(token: string): { email?: string; updateTo?: string } {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null ? payload : {};
  } catch {
    return {};
  }
}

type Recipient = { email: string; name: string | null };

// The account emails the auth library asks for (D5), written to the outbox.
export function createAccountMail(site: EmailSite, logger: Logger) {
  const link = (path: string) => new URL(path, site.siteUrl).href;

  async function enqueueCapped(executor: Executor, kind: EmailKind, to: string, email: RenderedEmail) {
    const recent = await countRecentEmails(executor, { recipient: to, kind, since: new Date(Date.now() - HOUR_MS) });
    if (recent >= ACCOUNT_EMAILS_PER_HOUR) {
      logger.warn(`Not sending another ${kind} email to ${to}: ${recent} in the last hour`);
      return;
    }
    await enqueueEmail(executor, { kind, to, ...email });
  }

  return {
    // The link goes through the auth library, which checks the token before the page opens.
    passwordReset: (executor: Executor, recipient: Recipient, token: string) =>
      enqueueCapped(
        executor,
        'password_reset',
        recipient.email,
        passwordResetEmail(site, {
          name: recipient.name,
          url: link(
            `/api/auth/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PAGE)}`,
          ),
        }),
      ),

    // A new account's confirmation, or (D25) the confirmation of a new address, which goes to
    // that address.
    emailVerification: (executor: Executor, recipient: Recipient, token: string) => {
      const { updateTo } = confirmationTokenClaims(token);
      const confirmUrl = (page: string) =>
        link(`/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(page)}`);
      return enqueueCapped(
        executor,
        'email_verification',
        recipient.email,
        updateTo
          ? emailChangeEmail(site, { name: recipient.name, newEmail: updateTo, url: confirmUrl(CHANGED_EMAIL_PAGE) })
          : emailVerificationEmail(site, { name: recipient.name, url: confirmUrl(VERIFIED_EMAIL_PAGE) }),
      );
    },

    // D25: told to the old address once the new one is confirmed.
    emailChanged: (executor: Executor, oldAddress: Recipient, newEmail: string) =>
      enqueueEmail(executor, {
        kind: 'email_changed',
        to: oldAddress.email,
        ...emailChangedEmail(site, { name: oldAddress.name, newEmail, contactUrl: link('/contact') }),
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
