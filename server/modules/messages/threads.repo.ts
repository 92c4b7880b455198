import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { ThreadEvent } from '@shared/message-events';
import type { StaffInboxQuery, ThreadKind } from '@shared/messages';
import { WAITING_FOR_REPLY_HOURS } from '@shared/messages';
import { type PageQuery, pageOffset } from '@shared/pagination';
import { countUpToCap } from '../../db/counting';
import { type Executor, queryRows } from '../../db/database';
import { messageThreads, threadEntries } from '../../db/schema/messages';
import type { ThreadSubject } from './thread-subjects.repo';

export type ThreadRow = typeof messageThreads.$inferSelect;
export type Side = 'person' | 'staff';

// The inbox's line of a message, and the email's subject line.
const PREVIEW_LENGTH = 140;
export const previewOf = (body: string) =>
  Array.from(body.replace(/\s+/g, ' ').trim()).slice(0, PREVIEW_LENGTH).join('');

// The subject's thread, made by its first message or event (one per subject: the unique index).
export async function ensureThread(executor: Executor, subject: ThreadSubject, at: Date): Promise<ThreadRow> {
  const [row] = await executor
    .insert(messageThreads)
    .values({
      subjectKind: subject.kind,
      subjectId: subject.id,
      personId: subject.personId,
      opportunityId: subject.opportunityId,
      track: subject.track,
      createdAt: at,
      lastActivityAt: at,
    })
    .onConflictDoUpdate({
      target: [messageThreads.subjectKind, messageThreads.subjectId],
      set: { subjectKind: sql`excluded.subject_kind` },
    })
    .returning();
  if (!row) throw new Error('The thread could not be made');
  return row;
}

export async function findThread(
  executor: Executor,
  kind: ThreadKind,
  subjectId: string,
  options: { lock?: boolean } = {},
): Promise<ThreadRow | undefined> {
  const query = executor
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.subjectKind, kind), eq(messageThreads.subjectId, subjectId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export type NewMessage = {
  threadId: string;
  side: Side;
  authorUserId: string;
  body: string;
  via: 'app' | 'email' | 'broadcast';
  at: Date;
};

// A message, and the thread's counters with it: the writer has read the thread; the other side
// has one more unread; the person writing starts the wait for a reply, staff writing ends it.
export async function insertMessage(executor: Executor, message: NewMessage): Promise<string> {
  const [entry] = await executor
    .insert(threadEntries)
    .values({
      threadId: message.threadId,
      kind: 'message',
      authorRole: message.side,
      authorUserId: message.authorUserId,
      body: message.body,
      via: message.via,
      createdAt: message.at,
    })
    .returning({ id: threadEntries.id });
  if (!entry) throw new Error('The message was not saved');
  const byPerson = message.side === 'person';
  await executor
    .update(messageThreads)
    .set({
      lastActivityAt: sql`greatest(${messageThreads.lastActivityAt}, ${message.at})`,
      lastMessageAt: message.at,
      lastMessagePreview: previewOf(message.body),
      lastMessageBy: message.side,
      awaitingReplySince: byPerson ? sql`coalesce(${messageThreads.awaitingReplySince}, ${message.at})` : null,
      personUnread: byPerson ? 0 : sql`${messageThreads.personUnread} + 1`,
      staffUnread: byPerson ? sql`${messageThreads.staffUnread} + 1` : 0,
      ...(byPerson ? { personReadAt: message.at } : { staffReadAt: message.at }),
    })
    .where(eq(messageThreads.id, message.threadId));
  return entry.id;
}

export async function insertEvent(
  executor: Executor,
  event: { threadId: string; event: ThreadEvent; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await executor.insert(threadEntries).values({
    threadId: event.threadId,
    kind: 'event',
    event: event.event,
    details: event.details,
    createdAt: event.at,
  });
  await executor
    .update(messageThreads)
    .set({ lastActivityAt: sql`greatest(${messageThreads.lastActivityAt}, ${event.at})` })
    .where(eq(messageThreads.id, event.threadId));
}

// Reading a thread clears its unread messages for that side.
export async function markRead(executor: Executor, threadId: string, side: Side, at: Date): Promise<void> {
  await executor
    .update(messageThreads)
    .set(side === 'person' ? { personUnread: 0, personReadAt: at } : { staffUnread: 0, staffReadAt: at })
    .where(eq(messageThreads.id, threadId));
}

// Raw rows carry timestamps as PostgreSQL's text.
export type EntryRow = {
  id: string;
  kind: 'message' | 'event';
  authorRole: Side | null;
  authorUserId: string | null;
  authorName: string | null;
  body: string | null;
  event: ThreadEvent | null;
  details: Record<string, unknown>;
  via: 'app' | 'email' | 'broadcast';
  createdAt: string;
};

const entryColumns = sql`e.id, e.kind, e.author_role as "authorRole", e.author_user_id as "authorUserId",
  coalesce(p.name, u.name) as "authorName", e.body, e.event, e.details, e.via, e.created_at as "createdAt"`;
const entryJoins = sql`left join "user" u on u.id = e.author_user_id left join people p on p.user_id = e.author_user_id`;

// One page of a thread, newest first, before an entry (thread_entries_thread_idx).
export async function listEntries(executor: Executor, threadId: string, before: string | undefined, limit: number) {
  const cursor = before
    ? sql`and (e.created_at, e.id) < (select created_at, id from thread_entries where id = ${before} and thread_id = ${threadId})`
    : sql``;
  return queryRows<EntryRow>(
    executor,
    sql`select ${entryColumns} from thread_entries e ${entryJoins}
      where e.thread_id = ${threadId} ${cursor}
      order by e.created_at desc, e.id desc
      limit ${limit}`,
  );
}

export async function findEntry(executor: Executor, entryId: string): Promise<EntryRow | undefined> {
  const [row] = await queryRows<EntryRow>(
    executor,
    sql`select ${entryColumns} from thread_entries e ${entryJoins} where e.id = ${entryId}`,
  );
  return row;
}

export type InboxRow = {
  id: string;
  subjectKind: ThreadKind;
  subjectId: string;
  personId: string | null;
  opportunityId: string | null;
  track: string | null;
  lastActivityAt: string;
  lastMessageAt: string | null;
  lastMessagePreview: string | null;
  lastMessageBy: Side | null;
  awaitingReplySince: string | null;
  personUnread: number;
  staffUnread: number;
  personReadAt: string | null;
  staffReadAt: string | null;
  personName: string | null;
  opportunityTitle: string | null;
};

const inboxColumns = sql`t.id, t.subject_kind as "subjectKind", t.subject_id as "subjectId", t.person_id as "personId",
  t.opportunity_id as "opportunityId", t.track, t.last_activity_at as "lastActivityAt",
  t.last_message_at as "lastMessageAt", t.last_message_preview as "lastMessagePreview",
  t.last_message_by as "lastMessageBy", t.awaiting_reply_since as "awaitingReplySince",
  t.person_unread as "personUnread", t.staff_unread as "staffUnread", t.person_read_at as "personReadAt",
  t.staff_read_at as "staffReadAt", p.name as "personName",
  o.title as "opportunityTitle"`;
const inboxJoins = sql`left join people p on p.id = t.person_id left join opportunities o on o.id = t.opportunity_id`;

// A person's own threads, newest activity first (message_threads_person_idx).
export async function listPersonThreads(executor: Executor, personId: string, page: PageQuery) {
  const from = sql`from message_threads t where t.person_id = ${personId}`;
  const [rows, total] = await Promise.all([
    queryRows<InboxRow>(
      executor,
      sql`select ${inboxColumns} from message_threads t ${inboxJoins} where t.person_id = ${personId}
        order by t.last_activity_at desc, t.id desc limit ${page.pageSize} offset ${pageOffset(page)}`,
    ),
    countUpToCap(executor, from),
  ]);
  return { rows, total };
}

export type StaffScope = { kinds: readonly ThreadKind[]; ownPersonId: string | null };

function staffConditions(scope: StaffScope, query: Omit<StaffInboxQuery, 'page' | 'pageSize'>, now: Date) {
  const conditions = [
    sql`t.subject_kind in (${sql.join(
      scope.kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`,
    // D31: nobody reads the threads about themselves as staff.
    scope.ownPersonId ? sql`t.person_id is distinct from ${scope.ownPersonId}` : sql`true`,
  ];
  if (query.show === 'unread') conditions.push(sql`t.staff_unread > 0`);
  if (query.show === 'waiting') {
    const since = new Date(now.getTime() - WAITING_FOR_REPLY_HOURS * 3_600_000);
    conditions.push(sql`t.awaiting_reply_since < ${since.toISOString()}`);
  }
  if (query.opportunityId) conditions.push(sql`t.opportunity_id = ${query.opportunityId}`);
  if (query.track) conditions.push(sql`t.track = ${query.track}`);
  return sql.join(conditions, sql` and `);
}

// The staff inbox (D15): filtered, ordered and paged by the database, every filter on an index.
export async function listStaffThreads(executor: Executor, scope: StaffScope, query: StaffInboxQuery, now: Date) {
  const where = staffConditions(scope, query, now);
  const [rows, total] = await Promise.all([
    queryRows<InboxRow>(
      executor,
      sql`select ${inboxColumns} from message_threads t ${inboxJoins} where ${where}
        order by t.last_activity_at desc, t.id desc limit ${query.pageSize} offset ${pageOffset(query)}`,
    ),
    countUpToCap(executor, sql`from message_threads t where ${where}`),
  ]);
  return { rows, total };
}

// Unread counts read the kept counters: a person's few threads, or the staff's unread ones
// (message_threads_staff_unread_idx holds only those).
export async function countPersonUnread(executor: Executor, personId: string): Promise<number> {
  const [row] = await queryRows<{ unread: number }>(
    executor,
    sql`select coalesce(sum(person_unread), 0)::int as unread from message_threads where person_id = ${personId}`,
  );
  return row?.unread ?? 0;
}

export async function countStaffUnread(executor: Executor, scope: StaffScope, now: Date): Promise<number> {
  const [row] = await queryRows<{ unread: number }>(
    executor,
    sql`select coalesce(sum(t.staff_unread), 0)::int as unread from message_threads t
      where t.staff_unread > 0 and ${staffConditions(scope, {}, now)}`,
  );
  return row?.unread ?? 0;
}

// D35: a person's messages of the last hour, against their limit.
export async function countPersonMessagesSince(executor: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(threadEntries)
    .where(
      and(
        eq(threadEntries.authorUserId, userId),
        eq(threadEntries.kind, 'message'),
        eq(threadEntries.authorRole, 'person'),
        gte(threadEntries.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

// The staff members who have written in a thread: they hear of the person's messages by email.
export async function findStaffWriters(executor: Executor, threadId: string): Promise<string[]> {
  const rows = await queryRows<{ userId: string }>(
    executor,
    sql`select distinct author_user_id as "userId" from thread_entries
      where thread_id = ${threadId} and kind = 'message' and author_role = 'staff' and author_user_id is not null`,
  );
  return rows.map((row) => row.userId);
}

// One thread as an inbox shows it (its title and person).
export async function findThreadView(executor: Executor, threadId: string): Promise<InboxRow | undefined> {
  const [row] = await queryRows<InboxRow>(
    executor,
    sql`select ${inboxColumns} from message_threads t ${inboxJoins} where t.id = ${threadId}`,
  );
  return row;
}
