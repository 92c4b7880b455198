import { THREAD_SLUGS, type ThreadKind } from '@shared/messages';
import type { Database, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { EmailSite } from '../email/account-emails';
import { enqueueEmail } from '../email/email-outbox.repo';
import { findRolesOfUser } from '../team/team.repo';
import { mayReadThreadsOf } from './message-access';
import { messageDigestEmail, threadMessagesEmail } from './message-emails';
import {
  claimRecipientDue,
  type DueEmail,
  findRecipient,
  findUnreadMessagesSince,
  markEmailed,
} from './message-emails.repo';
import { deleteLongExpiredTokens, replyTokenFor } from './reply-tokens.repo';
import { threadTitle } from './thread-title';
import { findThreadView, type InboxRow, type Side } from './threads.repo';

// Recipients one round sends to at most (each in a transaction of its own); the next takes the rest.
const RECIPIENTS_PER_ROUND = 500;

export type MessageEmailsDependencies = {
  db: Database;
  clock: Clock;
  site: EmailSite;
  secret: string;
  // D35: with INBOUND_SMTP_PORT and INBOUND_EMAIL_DOMAIN, emails carry a reply address there.
  inboundDomain: string | undefined;
};

export function threadPath(side: Side, kind: ThreadKind, subjectId: string): string {
  return `${side === 'staff' ? '/admin' : ''}/messages/${THREAD_SLUGS[kind]}/${subjectId}`;
}

type Prepared = {
  due: DueEmail;
  thread: InboxRow;
  side: Side;
  messages: Awaited<ReturnType<typeof findUnreadMessagesSince>>;
};

// D35: the message emails that are due, sent through the outbox by a periodic job in every server
// process (each recipient's rows are claimed by one: FOR UPDATE SKIP LOCKED). What the recipient
// has read in the app meanwhile, or may no longer read, is not sent.
export function createMessageEmailsService(deps: MessageEmailsDependencies) {
  const { db, clock, site } = deps;
  const link = (path: string) => new URL(path, site.siteUrl).href;

  async function prepare(tx: Executor, due: DueEmail, personId: string | null): Promise<Prepared | undefined> {
    const thread = await findThreadView(tx, due.threadId);
    if (!thread) return undefined;
    const side: Side = thread.personId !== null && thread.personId === personId ? 'person' : 'staff';
    if (side === 'staff') {
      const roles = await findRolesOfUser(tx, due.userId);
      if (!mayReadThreadsOf(roles, thread.subjectKind) || thread.personId === personId) return undefined;
    }
    const messages = await findUnreadMessagesSince(tx, {
      threadId: thread.id,
      since: due.pendingSince,
      from: side === 'person' ? 'staff' : 'person',
      readAt: side === 'person' ? thread.personReadAt : thread.staffReadAt,
    });
    return messages.length > 0 ? { due, thread, side, messages } : undefined;
  }

  async function sendThreadEmail(tx: Executor, to: { userId: string; email: string }, prepared: Prepared) {
    const { thread, side, messages } = prepared;
    const replyTo = deps.inboundDomain
      ? `reply+${await replyTokenFor(tx, { threadId: thread.id, userId: to.userId, secret: deps.secret, now: clock.now() })}@${deps.inboundDomain}`
      : undefined;
    const email = threadMessagesEmail(site, {
      title: threadTitle(thread.subjectKind, thread),
      messages,
      threadUrl: link(threadPath(side, thread.subjectKind, thread.subjectId)),
      repliesByEmail: Boolean(replyTo),
    });
    await enqueueEmail(tx, {
      kind: 'message',
      to: to.email,
      userId: to.userId,
      ...email,
      headers: replyTo ? { 'Reply-To': replyTo } : undefined,
    });
  }

  async function sendDigest(tx: Executor, to: { userId: string; email: string }, prepared: Prepared[]) {
    const staff = prepared.some((entry) => entry.side === 'staff');
    const email = messageDigestEmail(site, {
      threads: prepared.map(({ thread, side, messages }) => ({
        title: threadTitle(thread.subjectKind, thread),
        url: link(threadPath(side, thread.subjectKind, thread.subjectId)),
        count: messages.length,
        preview: (messages.at(-1)?.body ?? '').replace(/\s+/g, ' ').slice(0, 140),
      })),
      inboxUrl: link(staff ? '/admin/messages' : '/messages'),
    });
    await enqueueEmail(tx, { kind: 'message_digest', to: to.email, userId: to.userId, ...email });
  }

  // One recipient's due emails; false when none was due.
  async function sendOneRecipient(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await claimRecipientDue(tx, now);
      const first = due[0];
      if (!first) return false;
      const recipient = await findRecipient(tx, first.userId);
      const prepared: Prepared[] = [];
      for (const row of due) {
        const ready = recipient ? await prepare(tx, row, recipient.personId) : undefined;
        if (ready) prepared.push(ready);
        else await markEmailed(tx, row, now, false);
      }
      if (recipient) {
        const to = { userId: first.userId, email: recipient.email };
        const digest = prepared.filter((entry) => entry.due.digest);
        for (const entry of prepared.filter((item) => !item.due.digest)) await sendThreadEmail(tx, to, entry);
        if (digest.length > 0) await sendDigest(tx, to, digest);
      }
      for (const entry of prepared) await markEmailed(tx, entry.due, now, true);
      return true;
    });
  }

  return {
    // The periodic job: every due recipient, a transaction each.
    async sendDue(): Promise<number> {
      let recipients = 0;
      while (recipients < RECIPIENTS_PER_ROUND && (await sendOneRecipient())) recipients += 1;
      return recipients;
    },
    purgeReplyTokens: () => deleteLongExpiredTokens(db, clock.now()),
  };
}

export type MessageEmailsService = ReturnType<typeof createMessageEmailsService>;
