import type { EmailKind } from '@shared/domain-values';
import type { Executor } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { accountExistsEmail, type EmailSite, emailVerificationEmail, passwordResetEmail } from './account-emails';
import type { RenderedEmail } from './email-layout';
import { countRecentEmails, enqueueEmail } from './email-outbox.repo';

// Per address and hour: a flood of requests from many addresses still cannot fill one
// person's inbox (the per-client rate limit is in server/auth.ts).
export const ACCOUNT_EMAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export const RESET_PASSWORD_PAGE = '/reset-password';
// spec §7: the confirmation link lands on the site's own /application page.
export const VERIFIED_EMAIL_PAGE = '/application';

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

    emailVerification: (executor: Executor, recipient: Recipient, token: string) =>
      enqueueCapped(
        executor,
        'email_verification',
        recipient.email,
        emailVerificationEmail(site, {
          name: recipient.name,
          url: link(
            `/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_EMAIL_PAGE)}`,
          ),
        }),
      ),

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
