import type { ThreadKind } from '@shared/messages';
import { adminKeys } from '../../../lib/admin-query-keys';

// Whose side of a conversation a page shows: the person's own (/messages) or the staff's.
export type Side = 'person' | 'staff';

// The staff's keys live under the back office's, so its live updates and reloads reach them.
const root = (side: Side) => (side === 'staff' ? ([...adminKeys.all, 'messages'] as const) : (['messages'] as const));

export const messageKeys = {
  all: root,
  unread: (side: Side) => [...root(side), 'unread'] as const,
  inbox: (side: Side, query: string) => [...root(side), 'inbox', query] as const,
  thread: (side: Side, kind: ThreadKind, subjectId: string) => [...root(side), 'thread', kind, subjectId] as const,
};

// The API's address of a side's conversations.
export const apiBase = (side: Side) => (side === 'staff' ? '/admin/messages' : '/messages');
