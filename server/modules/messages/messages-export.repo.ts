import { sql } from 'drizzle-orm';
import { describeThreadEvent, type ThreadEvent } from '@shared/message-events';
import type { ThreadKind } from '@shared/messages';
import { type Executor, queryRows } from '../../db/database';
import { threadTitle } from './thread-title';

export type ConversationExport = {
  about: string;
  kind: ThreadKind;
  entries: { from: 'you' | 'team' | null; author: string | null; text: string; via: string; at: string }[];
};

type ExportRow = {
  threadId: string;
  kind: ThreadKind;
  track: string | null;
  opportunityTitle: string | null;
  entryKind: 'message' | 'event' | null;
  authorRole: 'person' | 'staff' | null;
  authorName: string | null;
  body: string | null;
  event: ThreadEvent | null;
  details: Record<string, unknown> | null;
  via: string | null;
  createdAt: string | null;
};

// D25 + D35: the data export holds the account's conversations, every message and event in order.
export async function exportConversations(executor: Executor, userId: string): Promise<ConversationExport[]> {
  const rows = await queryRows<ExportRow>(
    executor,
    sql`select t.id as "threadId", t.subject_kind as kind, t.track, o.title as "opportunityTitle",
        e.kind as "entryKind", e.author_role as "authorRole", coalesce(ap.name, au.name) as "authorName",
        e.body, e.event, e.details, e.via, e.created_at as "createdAt"
      from message_threads t
      join people p on p.id = t.person_id and p.user_id = ${userId}
      left join opportunities o on o.id = t.opportunity_id
      left join thread_entries e on e.thread_id = t.id
      left join "user" au on au.id = e.author_user_id
      left join people ap on ap.user_id = e.author_user_id
      order by t.created_at, t.id, e.created_at, e.id`,
  );
  const conversations = new Map<string, ConversationExport>();
  for (const row of rows) {
    let conversation = conversations.get(row.threadId);
    if (!conversation) {
      conversation = { about: threadTitle(row.kind, row), kind: row.kind, entries: [] };
      conversations.set(row.threadId, conversation);
    }
    if (!row.entryKind || !row.createdAt) continue;
    const message = row.entryKind === 'message';
    conversation.entries.push({
      from: message ? (row.authorRole === 'person' ? 'you' : 'team') : null,
      author: message ? row.authorName : null,
      text: message ? (row.body ?? '') : describeThreadEvent(row.event as ThreadEvent, row.details ?? {}),
      via: row.via ?? 'app',
      at: new Date(row.createdAt).toISOString(),
    });
  }
  return [...conversations.values()];
}
