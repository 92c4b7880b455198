import { and, count, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { EmailKind, OutboxStatus } from '@shared/domain-values';
import type { OutboxQuery } from '@shared/email-settings';
import { COUNT_CAP } from '@shared/limits';
import { pageOffset } from '@shared/pagination';
import { countAtScale } from '../../db/counting';
import { type Executor, queryRows } from '../../db/database';
import { emailOutbox } from '../../db/schema/email-outbox';
import { containsPattern } from '../../db/search-pattern';

// The channel a committed outbox row is announced on, so a worker wakes at once (PostgreSQL
// delivers a NOTIFY only when its transaction commits).
export const OUTBOX_CHANNEL = 'email_outbox';

export type OutboxMessage = {
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  // Extra headers (issue 20: List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
  headers?: Record<string, string>;
  // The account the email is for (issue 40: the data export). Left out, it is the account that
  // holds the address now, if any; an address that is not (or no longer) the account's own, as
  // a change's new or old address, names it.
  userId?: string | null;
};

// Issue 7: write the email in the caller's transaction; it leaves only if that commits. Written
// and announced in one round trip.
export async function enqueueEmail(executor: Executor, message: OutboxMessage): Promise<string> {
  const recipient = message.to.trim().toLowerCase();
  const userId =
    message.userId === undefined ? sql`(select id from "user" where email = ${recipient})` : message.userId;
  const [row] = await queryRows<{ id: string }>(
    executor,
    sql`with written as (
        insert into email_outbox (kind, recipient, user_id, subject, text_body, html_body, headers)
        values (${message.kind}, ${recipient}, ${userId}, ${message.subject}, ${message.text}, ${message.html},
          ${message.headers ? JSON.stringify(message.headers) : null}::jsonb)
        returning id
      )
      select id, pg_notify(${OUTBOX_CHANNEL}, id::text) from written`,
  );
  if (!row) throw new Error('The email could not be written to the outbox');
  return row.id;
}

export type ClaimedEmail = {
  id: string;
  kind: EmailKind;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string> | null;
  attempts: number;
};

// Takes up to `limit` due emails for one worker in one statement: rows another worker is
// claiming are skipped, and a claimed row is not due again until the lease ends (a worker that
// dies mid-send lets go that way).
export async function claimDueEmails(
  executor: Executor,
  input: { claimToken: string; limit: number; leaseMs: number },
): Promise<ClaimedEmail[]> {
  return queryRows<ClaimedEmail>(
    executor,
    sql`
      update email_outbox set
        claim_token = ${input.claimToken},
        attempts = attempts + 1,
        next_attempt_at = now() + ${input.leaseMs} * interval '1 millisecond',
        updated_at = now()
      where id in (
        select id from email_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${input.limit}
        for update skip locked
      )
      returning id, kind, recipient, subject, text_body as "textBody", html_body as "htmlBody", headers, attempts`,
  );
}

// Issue 18 (finding 13, decision 102): emails whose body holds a live link into someone's
// account. Once sent, the outbox keeps who, what and when, not the link.
export const LINK_EMAIL_KINDS: readonly EmailKind[] = ['password_reset', 'email_verification'];

// The outcome of one attempt; written only while this worker still holds the email.
export async function markEmailSent(executor: Executor, id: string, claimToken: string): Promise<void> {
  const linkEmail = inArray(emailOutbox.kind, [...LINK_EMAIL_KINDS]);
  await executor
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      claimToken: null,
      lastError: null,
      updatedAt: sql`now()`,
      textBody: sql`case when ${linkEmail} then '' else ${emailOutbox.textBody} end`,
      htmlBody: sql`case when ${linkEmail} then '' else ${emailOutbox.htmlBody} end`,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.claimToken, claimToken)));
}

// Decision 102: sent emails sent before `sentBefore` are deleted, `batch` rows per statement
// (short locks); returns how many went.
export async function purgeSentEmails(executor: Executor, sentBefore: Date, batch = 1_000): Promise<number> {
  let purged = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(
      executor,
      sql`delete from email_outbox where id in (
            select id from email_outbox
            where status = 'sent' and sent_at < ${sentBefore.toISOString()}
            limit ${batch}
          ) returning id`,
    );
    purged += rows.length;
    if (rows.length < batch) return purged;
  }
}

export async function scheduleEmailRetry(
  executor: Executor,
  input: { id: string; claimToken: string; delayMs: number; error: string },
): Promise<void> {
  await executor
    .update(emailOutbox)
    .set({
      nextAttemptAt: sql`now() + ${input.delayMs} * interval '1 millisecond'`,
      claimToken: null,
      lastError: input.error,
      updatedAt: sql`now()`,
    })
    .where(and(eq(emailOutbox.id, input.id), eq(emailOutbox.claimToken, input.claimToken)));
}

export async function markEmailFailed(
  executor: Executor,
  input: { id: string; claimToken: string; error: string },
): Promise<void> {
  await executor
    .update(emailOutbox)
    .set({ status: 'failed', claimToken: null, lastError: input.error, updatedAt: sql`now()` })
    .where(and(eq(emailOutbox.id, input.id), eq(emailOutbox.claimToken, input.claimToken)));
}

// A worker that stops before trying a claimed email hands it back untouched.
export async function releaseEmail(executor: Executor, id: string, claimToken: string): Promise<void> {
  await executor
    .update(emailOutbox)
    .set({
      claimToken: null,
      nextAttemptAt: sql`now()`,
      attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.claimToken, claimToken)));
}

// An admin sends a failed email again: it becomes pending and due now, with fresh attempts.
export async function requeueFailedEmail(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id });
  if (rows.length > 0) await executor.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, ${id})`);
  return rows.length > 0;
}

export async function findOutboxStatus(executor: Executor, id: string): Promise<OutboxStatus | undefined> {
  const [row] = await executor
    .select({ status: emailOutbox.status })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id))
    .limit(1);
  return row?.status as OutboxStatus | undefined;
}

// How many emails of this kind went to this address since `since` (per-address caps).
export async function countRecentEmails(
  executor: Executor,
  input: { recipient: string; kind: EmailKind; since: Date },
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.recipient, input.recipient.trim().toLowerCase()),
        eq(emailOutbox.kind, input.kind),
        gte(emailOutbox.createdAt, input.since),
      ),
    );
  return row?.n ?? 0;
}

// The admin list: one page, without the bodies (a reset email's body holds a live link,
// docs/decisions/050). Issue 19: searched by recipient or subject (trigram indexes), filtered by
// status and kind, newest or oldest first (email_outbox_created_at_idx, _status_created_at_idx);
// counted up to 10,000 and estimated past it, like the other admin lists.
export async function listOutbox(executor: Executor, query: OutboxQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(emailOutbox.status, query.status));
  if (query.kind) conditions.push(eq(emailOutbox.kind, query.kind));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(emailOutbox.recipient, pattern), ilike(emailOutbox.subject, pattern)));
  }
  const where = and(...conditions);
  const dir = query.dir === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const offset = pageOffset(query);
  const limit = Math.min(query.pageSize, COUNT_CAP - offset);
  const [rows, total] = await Promise.all([
    limit <= 0
      ? []
      : executor
          .select({
            id: emailOutbox.id,
            kind: emailOutbox.kind,
            recipient: emailOutbox.recipient,
            subject: emailOutbox.subject,
            status: emailOutbox.status,
            attempts: emailOutbox.attempts,
            lastError: emailOutbox.lastError,
            nextAttemptAt: emailOutbox.nextAttemptAt,
            sentAt: emailOutbox.sentAt,
            createdAt: emailOutbox.createdAt,
          })
          .from(emailOutbox)
          .where(where)
          .orderBy(sql`${emailOutbox.createdAt} ${dir}`, sql`${emailOutbox.id} ${dir}`)
          .limit(limit)
          .offset(offset),
    countAtScale(executor, sql`from ${emailOutbox} ${where ? sql`where ${where}` : sql``}`),
  ]);
  return { rows, total };
}

export async function countOutboxByStatus(executor: Executor): Promise<Record<OutboxStatus, number>> {
  const rows = await executor
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status as OutboxStatus] = row.n;
  return counts;
}

// The outbox's backlog for /metrics: emails waiting and given up on, and how long the oldest
// has waited (the status index answers it).
export async function readOutboxDepth(
  executor: Executor,
): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
  const rows = await queryRows<{ status: string; emails: number; oldest_seconds: number | null }>(
    executor,
    sql`
      select status, count(*)::int as emails,
        extract(epoch from now() - min(created_at))::float8 as oldest_seconds
      from email_outbox where status in ('pending', 'failed') group by status
    `,
  );
  const pending = rows.find((row) => row.status === 'pending');
  return {
    pending: pending?.emails ?? 0,
    failed: rows.find((row) => row.status === 'failed')?.emails ?? 0,
    oldestPendingSeconds: Math.max(0, pending?.oldest_seconds ?? 0),
  };
}
