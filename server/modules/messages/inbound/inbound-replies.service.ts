import { MESSAGE_MAX_LENGTH, type ThreadKind, TOO_MANY_MESSAGES } from '@shared/messages';
import type { Database, Executor } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../lib/logger';
import type { EmailSite } from '../../email/account-emails';
import { countRecentEmails, enqueueEmail } from '../../email/email-outbox.repo';
import { findRolesOfUser } from '../../team/team.repo';
import { mayReadThreadsOf } from '../message-access';
import { replyRefusedEmail } from '../message-emails';
import { threadPath } from '../message-emails.service';
import { assertUnderMessageLimit } from '../message-limit';
import { TOKEN_PATTERN } from '../reply-token';
import { findReplyToken } from '../reply-tokens.repo';
import { findThreadSubject } from '../thread-subjects.repo';
import { writeMessage } from '../thread-writer';
import type { Side } from '../threads.repo';
import { parseInbound } from './inbound-message';
import { findAccount, findThreadById } from './inbound-replies.repo';
import { replyTextOf } from './reply-text';

// What became of a reply (the log says it; the tests read it).
export type ReplyOutcome =
  | 'added'
  | 'not_ours'
  | 'malformed'
  | 'automatic'
  | 'bad_token'
  | 'expired_token'
  | 'wrong_sender'
  | 'no_access'
  | 'closed'
  | 'empty'
  | 'too_long'
  | 'too_many';

export const REPLY_REFUSALS = {
  badToken: 'We could not match your reply to a conversation.',
  expired: 'The reply address of that email has expired.',
  wrongSender: 'A reply to a conversation of yours came from another address, so it was not added.',
  closed: 'That conversation is closed.',
  empty: 'Your reply had no text above the marked line.',
  tooLong: `Your reply is longer than ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  tooMany: TOO_MANY_MESSAGES,
} as const;

// An answer to the same address at most this often an hour: a loop of automatic mail ends here.
const REFUSALS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export type InboundReply = { recipients: string[]; envelopeFrom: string | null; raw: Buffer };

// D35: a reply by email lands in its thread when its address carries a valid token and its
// sender is the token's account; anything else is dropped, or answered "Reply in Backline
// instead" with the link (only ever to an address that has an account: no backscatter to
// strangers). Auto-replies and bounces are dropped unanswered.
export function createInboundRepliesService(deps: {
  db: Database;
  clock: Clock;
  site: EmailSite;
  domain: string;
  logger: Logger;
  onEmailsDue: () => void;
}) {
  const { db, clock, site } = deps;
  const replyAddress = new RegExp(`^reply\\+([^@]+)@${deps.domain.replaceAll('.', '\\.')}$`, 'i');
  const link = (path: string) => new URL(path, site.siteUrl).href;

  async function answer(executor: Executor, to: { userId: string; email: string }, reason: string, path: string) {
    const since = new Date(clock.now().getTime() - HOUR_MS);
    const recent = await countRecentEmails(executor, { recipient: to.email, kind: 'message_reply_refused', since });
    if (recent >= REFUSALS_PER_HOUR) return;
    await enqueueEmail(executor, {
      kind: 'message_reply_refused',
      to: to.email,
      userId: to.userId,
      ...replyRefusedEmail(site, { reason, url: link(path) }),
    });
  }

  async function apply(reply: InboundReply): Promise<ReplyOutcome> {
    const token = reply.recipients.map((address) => replyAddress.exec(address)?.[1]?.toLowerCase()).find(Boolean);
    if (!token) return 'not_ours';
    const message = await parseInbound(reply.raw, reply.envelopeFrom).catch(() => undefined);
    if (!message) return 'malformed';
    if (message.automatic) return 'automatic';
    const found = TOKEN_PATTERN.test(token) ? await findReplyToken(db, token) : undefined;
    if (!found) {
      const sender = message.from ? await findAccount(db, { email: message.from }) : undefined;
      if (sender) await answer(db, sender, REPLY_REFUSALS.badToken, '/messages');
      return 'bad_token';
    }
    const thread = await findThreadById(db, found.threadId);
    const account = await findAccount(db, { id: found.userId });
    if (!thread || !account) return 'bad_token';
    const kind = thread.subjectKind as ThreadKind;
    const subject = await findThreadSubject(db, kind, thread.subjectId);
    const side: Side = subject?.userId === account.userId ? 'person' : 'staff';
    const path = threadPath(side, kind, thread.subjectId);
    if (found.expiresAt <= clock.now()) {
      await answer(db, account, REPLY_REFUSALS.expired, path);
      return 'expired_token';
    }
    if (message.from !== account.email.toLowerCase()) {
      await answer(db, account, REPLY_REFUSALS.wrongSender, path);
      return 'wrong_sender';
    }
    if (side === 'staff') {
      const roles = await findRolesOfUser(db, account.userId);
      if (!mayReadThreadsOf(roles, thread.subjectKind) || thread.personId === null) return 'no_access';
    }
    if (!subject?.userId) {
      await answer(db, account, REPLY_REFUSALS.closed, path);
      return 'closed';
    }
    const text = replyTextOf(message.text);
    const refusal = !text ? REPLY_REFUSALS.empty : text.length > MESSAGE_MAX_LENGTH ? REPLY_REFUSALS.tooLong : null;
    if (refusal) {
      await answer(db, account, refusal, path);
      return text ? 'too_long' : 'empty';
    }
    try {
      const written = await db.transaction(async (tx) => {
        if (side === 'person') {
          await assertUnderMessageLimit(tx, { personId: subject.personId, userId: account.userId, now: clock.now() });
        }
        return writeMessage(tx, {
          subject,
          side,
          authorUserId: account.userId,
          body: text,
          via: 'email',
          at: clock.now(),
        });
      });
      if (written.emailsDue) deps.onEmailsDue();
      return 'added';
    } catch (error) {
      if (!(error instanceof AppError && error.status === 429)) throw error;
      await answer(db, account, REPLY_REFUSALS.tooMany, path);
      return 'too_many';
    }
  }

  return {
    // One message the listener accepted. Never throws: whatever it holds, the listener serves on.
    async receive(reply: InboundReply): Promise<ReplyOutcome | 'failed'> {
      try {
        const outcome = await apply(reply);
        deps.logger.info(`Inbound reply: ${outcome}`);
        return outcome;
      } catch (error) {
        deps.logger.warn('An inbound reply could not be read', error);
        return 'failed';
      }
    },
  };
}

export type InboundRepliesService = ReturnType<typeof createInboundRepliesService>;
