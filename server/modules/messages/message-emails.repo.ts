import { eq, sql } from 'drizzle-orm';
import type { MessageEmailFrequency } from '@shared/messages';
import { type Executor, queryRows } from '../../db/database';
import { messageEmailPreferences } from '../../db/schema/messages';

// D35: a new message in a quiet thread is emailed at once (the job runs within a minute); what
// follows within five minutes of that email waits and goes as one; a daily digest gathers a day.
export const GROUPING_MS = 5 * 60_000;
export const DIGEST_MS = 24 * 60 * 60_000;

export async function readFrequency(executor: Executor, userId: string): Promise<MessageEmailFrequency> {
  const [row] = await executor
    .select({ frequency: messageEmailPreferences.frequency })
    .from(messageEmailPreferences)
    .where(eq(messageEmailPreferences.userId, userId));
  return (row?.frequency as MessageEmailFrequency | undefined) ?? 'each';
}

export async function writeFrequency(executor: Executor, userId: string, frequency: MessageEmailFrequency) {
  await executor
    .insert(messageEmailPreferences)
    .values({ userId, frequency })
    .onConflictDoUpdate({ target: messageEmailPreferences.userId, set: { frequency, updatedAt: sql`now()` } });
}

// A message for `userId` in `threadId`, at `at`: its email is due now, at the end of the grouping
// window of the last one, or with the recipient's digest. A message that finds one due waits
// with it.
export async function scheduleMessageEmail(
  executor: Executor,
  input: { threadId: string; userId: string; at: Date; frequency: Exclude<MessageEmailFrequency, 'off'> },
): Promise<void> {
  const at = input.at.toISOString();
  const digest = input.frequency === 'daily';
  const dueAt = digest
    ? sql`coalesce((select min(due_at) from message_emails_due where user_id = ${input.userId} and digest and due_at is not null), ${at}::timestamptz + ${DIGEST_MS} * interval '1 millisecond')`
    : sql`${at}::timestamptz`;
  await executor.execute(sql`
    insert into message_emails_due as d (thread_id, user_id, pending_since, due_at, digest)
    values (${input.threadId}, ${input.userId}, ${at}, ${dueAt}, ${digest})
    on conflict (thread_id, user_id) do update set
      pending_since = coalesce(d.pending_since, excluded.pending_since),
      due_at = case
        when d.due_at is not null then d.due_at
        when not excluded.digest and d.last_emailed_at > excluded.pending_since - ${GROUPING_MS} * interval '1 millisecond'
          then d.last_emailed_at + ${GROUPING_MS} * interval '1 millisecond'
        else excluded.due_at end,
      digest = case when d.due_at is not null then d.digest else excluded.digest end`);
}

export type DueEmail = { threadId: string; userId: string; pendingSince: string; digest: boolean };

// One recipient's due emails, held by this process until its transaction ends; rows another
// process holds are skipped (several processes send each email once).
export async function claimRecipientDue(executor: Executor, now: Date): Promise<DueEmail[]> {
  const at = now.toISOString();
  const [first] = await queryRows<{ userId: string }>(
    executor,
    sql`select user_id as "userId" from message_emails_due where due_at <= ${at}
      order by due_at limit 1 for update skip locked`,
  );
  if (!first) return [];
  return queryRows<DueEmail>(
    executor,
    sql`select thread_id as "threadId", user_id as "userId", pending_since as "pendingSince", digest
      from message_emails_due where user_id = ${first.userId} and due_at <= ${at}
      order by due_at for update skip locked`,
  );
}

export async function markEmailed(executor: Executor, due: DueEmail, at: Date, sent: boolean): Promise<void> {
  await executor.execute(sql`
    update message_emails_due set pending_since = null, due_at = null,
      last_emailed_at = case when ${sent} then ${at.toISOString()}::timestamptz else last_emailed_at end
    where thread_id = ${due.threadId} and user_id = ${due.userId}`);
}

export type EmailedMessage = {
  authorName: string | null;
  authorRole: 'person' | 'staff';
  body: string;
  createdAt: string;
};

// The other side's messages since `since` that the recipient has not read in the app meanwhile.
export async function findUnreadMessagesSince(
  executor: Executor,
  input: { threadId: string; since: string; from: 'person' | 'staff'; readAt: string | null },
): Promise<EmailedMessage[]> {
  return queryRows<EmailedMessage>(
    executor,
    sql`select coalesce(p.name, u.name) as "authorName", e.author_role as "authorRole", e.body,
        e.created_at as "createdAt"
      from thread_entries e
      left join "user" u on u.id = e.author_user_id
      left join people p on p.user_id = e.author_user_id
      where e.thread_id = ${input.threadId} and e.kind = 'message' and e.author_role = ${input.from}
        and e.created_at >= ${input.since}
        ${input.readAt ? sql`and e.created_at > ${input.readAt}` : sql``}
      order by e.created_at, e.id`,
  );
}

export async function findRecipient(executor: Executor, userId: string) {
  const [row] = await queryRows<{ email: string; name: string | null; personId: string | null }>(
    executor,
    sql`select u.email, coalesce(p.name, u.name) as name, p.id as "personId"
      from "user" u left join people p on p.user_id = u.id where u.id = ${userId}`,
  );
  return row;
}
