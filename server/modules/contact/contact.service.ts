import { API_ERROR_CODES } from '@shared/api-error';
import { CONTACT_EMAIL_REQUIRED_MESSAGE, type ContactMessage } from '@shared/contact-schemas';
import type { SessionUser } from '../../app-env';
import type { Database, Executor } from '../../db/database';
import { AppError, badRequest } from '../../lib/app-error';
import { publishChange } from '../../realtime/change-events';
import type { EmailSite } from '../email/account-emails';
import { enqueueEmail } from '../email/email-outbox.repo';
import { insertInteraction } from '../interactions/interactions.repo';
import { findPersonByUserId, lockPerson } from '../people/people.repo';
import { EMAIL_NOT_CONFIRMED_CODE } from '../team/team.service';
import { contactMessageEmail } from './contact-emails';
import { countMessageFromAddress, countMessagesSince, findAdminEmails } from './contact.repo';

const HOUR_MS = 60 * 60 * 1000;
// A person can write often enough to follow up, not enough to flood the team's inboxes.
export const MESSAGES_PER_HOUR = 5;
export const VISITOR_MESSAGES_PER_HOUR = 3;
// Issue 40 (decision 147): fresh accounts no longer multiply the per-person limit. One address
// is often many people (a campus, an office, a phone network), so it is several people's worth
// of messages, counted only when they are sent.
export const SIGNED_IN_MESSAGES_PER_ADDRESS_PER_HOUR = 20;
export const TOO_MANY_MESSAGES =
  'You have sent several messages in the last hour. We will answer them: please wait a little before writing again.';
export const TOO_MANY_FROM_NETWORK =
  'Many messages have reached the team from your network in the last hour. Please wait a little before writing again.';
export const CONFIRM_EMAIL_FIRST =
  'Please confirm your email address before writing to the team: open the link we sent you, then send your message again.';
export const NOBODY_TO_READ = 'The team cannot receive messages here yet. Please try again later.';

const tooMany = (message = TOO_MANY_MESSAGES) => new AppError(429, API_ERROR_CODES.rateLimited, message);

// Issue 16 (docs/decisions/092): the contact page. A signed-in person's message goes into
// their communication log (interactions, type message), where staff already look, and to the
// admins' inboxes; a visitor's goes to the inboxes only, with the address they gave.
export function createContactService(
  db: Database,
  site: EmailSite,
  // D5: EMAIL_VERIFICATION=required: only a confirmed address writes to the team (decision 147).
  options: { emailVerificationRequired: boolean },
) {
  const link = (path: string) => new URL(path, site.siteUrl).href;

  async function emailTeam(executor: Executor, recipients: string[], email: Parameters<typeof contactMessageEmail>[1]) {
    const rendered = contactMessageEmail(site, email);
    for (const to of recipients) await enqueueEmail(executor, { kind: 'contact_message', to, ...rendered });
  }

  return {
    async send(user: SessionUser | null, clientIp: string, message: ContactMessage): Promise<{ sent: true }> {
      if (user) {
        if (options.emailVerificationRequired && !user.emailVerified) {
          throw new AppError(403, EMAIL_NOT_CONFIRMED_CODE, CONFIRM_EMAIL_FIRST);
        }
        const person = await findPersonByUserId(db, user.id);
        if (!person) throw new AppError(404, API_ERROR_CODES.notFound, 'Profile not found');
        await db.transaction(async (tx) => {
          await lockPerson(tx, person.id);
          const recent = await countMessagesSince(tx, person.id, user.id, new Date(Date.now() - HOUR_MS));
          if (recent >= MESSAGES_PER_HOUR) throw tooMany();
          // Counted in this transaction: a message refused here or later is not counted, so one
          // person who keeps trying cannot use up their neighbours' messages.
          const fromAddress = await countMessageFromAddress(tx, 'signed-in', clientIp, HOUR_MS);
          if (fromAddress > SIGNED_IN_MESSAGES_PER_ADDRESS_PER_HOUR) throw tooMany(TOO_MANY_FROM_NETWORK);
          await insertInteraction(tx, {
            personId: person.id,
            userId: user.id,
            type: 'message',
            subject: message.subject,
            content: message.message,
          });
          await publishChange(tx, { topic: 'interactions', personId: person.id });
          await emailTeam(tx, await findAdminEmails(tx), {
            fromName: person.name?.trim() || user.name,
            fromEmail: user.email,
            signedIn: true,
            subject: message.subject,
            message: message.message,
            url: link(`/admin/user/${person.id}`),
          });
        });
        return { sent: true };
      }

      if (!message.email) {
        throw badRequest(CONTACT_EMAIL_REQUIRED_MESSAGE, [{ path: 'email', message: CONTACT_EMAIL_REQUIRED_MESSAGE }]);
      }
      const fromEmail = message.email;
      // Counted before the message is written, and kept even when it is refused: the limit
      // holds against someone who keeps trying.
      const fromAddress = await countMessageFromAddress(db, 'visitor', clientIp, HOUR_MS);
      if (fromAddress > VISITOR_MESSAGES_PER_HOUR) throw tooMany();
      await db.transaction(async (tx) => {
        const recipients = await findAdminEmails(tx);
        if (recipients.length === 0) throw new AppError(503, 'UNAVAILABLE', NOBODY_TO_READ);
        await emailTeam(tx, recipients, {
          fromName: message.name?.trim() || fromEmail,
          fromEmail,
          signedIn: false,
          subject: message.subject,
          message: message.message,
          url: link('/admin'),
        });
      });
      return { sent: true };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
