import type { ThreadEvent } from '@shared/message-events';
import type { MessageEmailFrequency, ThreadKind } from '@shared/messages';
import type { PagedList } from '@shared/pagination';

// D35: one entry of a thread: a message (plain text, shown as text) or an event (its words).
export type ThreadEntryDto = {
  id: string;
  kind: 'message' | 'event';
  author: { side: 'person' | 'staff'; name: string; mine: boolean } | null;
  body: string | null;
  event: { type: ThreadEvent; text: string } | null;
  via: 'app' | 'email' | 'broadcast';
  createdAt: string;
};

// A line of an inbox. `person` is for staff only (a person's own inbox leaves it out).
export type ThreadSummaryDto = {
  kind: ThreadKind;
  subjectId: string;
  title: string;
  person: { id: string | null; name: string } | null;
  lastActivityAt: string | null;
  lastMessagePreview: string | null;
  lastMessageBy: 'person' | 'staff' | null;
  awaitingReplySince: string | null;
  unread: number;
};

export type ThreadDto = ThreadSummaryDto & {
  // Newest first; `nextBefore` reads the page before them.
  entries: ThreadEntryDto[];
  nextBefore: string | null;
  // False when nobody is left to write to (D25: the person deleted their account).
  mayWrite: boolean;
};

export type InboxDto = PagedList<ThreadSummaryDto>;
export type UnreadDto = { unread: number };
export type MessageEmailPreferenceDto = { frequency: MessageEmailFrequency; repliesByEmail: boolean };
export type BroadcastResultDto = { sent: number; skipped: { personId: string; reason: string }[] };
