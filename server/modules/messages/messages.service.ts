import type { TeamRole } from '@shared/domain-values';
import { describeThreadEvent } from '@shared/message-events';
import {
  type BroadcastAudience,
  type MessageEmailFrequency,
  type StaffInboxQuery,
  THREAD_PAGE_SIZE,
  type ThreadKind,
} from '@shared/messages';
import type { PageQuery } from '@shared/pagination';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import type { SessionUser } from '../../app-env';
import type { Database, Executor } from '../../db/database';
import { conflict, forbidden, notFound, ownRecord } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../realtime/change-events';
import { OPPORTUNITY_NOT_FOUND } from '../opportunities/opportunity-id';
import { findOpportunitySlots } from '../opportunities/participants.repo';
import { findPersonByUserId } from '../people/people.repo';
import { staffThreadKinds } from './message-access';
import { readFrequency, writeFrequency } from './message-emails.repo';
import { assertUnderMessageLimit } from './message-limit';
import type {
  BroadcastResultDto,
  InboxDto,
  MessageEmailPreferenceDto,
  ThreadDto,
  ThreadEntryDto,
  ThreadSummaryDto,
  UnreadDto,
} from './messages.dto';
import { findOpportunityAudience, findThreadSubject, type ThreadSubject } from './thread-subjects.repo';
import { threadTitle } from './thread-title';
import { writeMessage } from './thread-writer';
import {
  countPersonUnread,
  countStaffUnread,
  type EntryRow,
  findEntry,
  findThread,
  findThreadView,
  type InboxRow,
  listEntries,
  listPersonThreads,
  listStaffThreads,
  markRead,
  type Side,
  type StaffScope,
  type ThreadRow,
} from './threads.repo';

export const MESSAGES_TEXT = {
  notFound: 'Conversation not found',
  personGone: 'This person deleted their account: nobody is left to write to.',
  subjectGone: 'This application or invitation no longer exists: the conversation is closed.',
  ownSkipped: 'Your own application: another team member writes to you.',
} as const;

const DELETED_USER = 'Deleted user';
const BROADCAST_STATUSES: Record<BroadcastAudience, readonly string[]> = {
  accepted: ['accepted'],
  waitlisted: ['waitlisted'],
  both: ['accepted', 'waitlisted'],
};

export type StaffCaller = { user: SessionUser; roles: readonly TeamRole[] };

// A subject's conversation: its thread when it has one, its subject while it exists (D25 keeps
// the thread of a deleted person's application for staff).
type Conversation = { kind: ThreadKind; subjectId: string; thread?: ThreadRow; subject?: ThreadSubject };

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

function entryDto(row: EntryRow, callerId: string): ThreadEntryDto {
  return {
    id: row.id,
    kind: row.kind,
    author:
      row.kind === 'message' && row.authorRole
        ? { side: row.authorRole, name: row.authorName ?? DELETED_USER, mine: row.authorUserId === callerId }
        : null,
    body: row.body,
    event: row.event ? { type: row.event, text: describeThreadEvent(row.event, row.details) } : null,
    via: row.via,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function summaryDto(row: InboxRow, side: Side): ThreadSummaryDto {
  return {
    kind: row.subjectKind,
    subjectId: row.subjectId,
    title: threadTitle(row.subjectKind, row),
    person: side === 'staff' ? { id: row.personId, name: row.personId ? (row.personName ?? '') : DELETED_USER } : null,
    lastActivityAt: iso(row.lastActivityAt),
    lastMessagePreview: row.lastMessagePreview,
    lastMessageBy: row.lastMessageBy,
    awaitingReplySince: side === 'staff' ? iso(row.awaitingReplySince) : null,
    unread: side === 'staff' ? row.staffUnread : row.personUnread,
  };
}

// A subject with no thread yet reads as an empty one.
function emptySummary(subject: ThreadSubject, side: Side): ThreadSummaryDto {
  return {
    kind: subject.kind,
    subjectId: subject.id,
    title: threadTitle(subject.kind, subject),
    person: side === 'staff' ? { id: subject.personId, name: subject.personName ?? '' } : null,
    lastActivityAt: null,
    lastMessagePreview: null,
    lastMessageBy: null,
    awaitingReplySince: null,
    unread: 0,
  };
}

// D35 (docs/decisions/195): threads between a person and the staff. A person reads and writes
// their own; staff those D12 lets them see, never about themselves (D31); nobody writes to
// another person. Writing, reading and broadcasting tell open pages at once (D17).
export function createMessagesService(db: Database, deps: { clock: Clock; repliesByEmail: boolean }) {
  const { clock } = deps;
  const emailsDueListeners = new Set<() => void>();
  const emailsDue = () => {
    for (const listener of emailsDueListeners) listener();
  };

  async function conversationOf(executor: Executor, kind: ThreadKind, subjectId: string) {
    const thread = await findThread(executor, kind, subjectId);
    const subject = await findThreadSubject(executor, kind, subjectId);
    return thread || subject ? ({ kind, subjectId, thread, subject } satisfies Conversation) : undefined;
  }
  const personOf = (conversation: Conversation) => conversation.thread?.personId ?? conversation.subject?.personId;

  // A person's own conversation, or not found (another's is never told apart from none).
  async function ownConversation(executor: Executor, user: SessionUser, kind: ThreadKind, subjectId: string) {
    const person = await findPersonByUserId(executor, user.id);
    const conversation = person ? await conversationOf(executor, kind, subjectId) : undefined;
    if (!person || !conversation || personOf(conversation) !== person.id) throw notFound(MESSAGES_TEXT.notFound);
    return { person, conversation };
  }

  async function staffScope(caller: StaffCaller): Promise<StaffScope> {
    const person = await findPersonByUserId(db, caller.user.id);
    return { kinds: staffThreadKinds(caller.roles), ownPersonId: person?.id ?? null };
  }

  // D12: reviewers read track applications' threads only. D31: not the caller's own.
  async function staffConversation(executor: Executor, caller: StaffCaller, kind: ThreadKind, subjectId: string) {
    const scope = await staffScope(caller);
    if (!scope.kinds.includes(kind)) throw forbidden('Access denied - Admin only');
    const conversation = await conversationOf(executor, kind, subjectId);
    if (!conversation) throw notFound(MESSAGES_TEXT.notFound);
    if (scope.ownPersonId && personOf(conversation) === scope.ownPersonId) {
      throw ownRecord(OWN_RECORD_MESSAGES.messages);
    }
    return conversation;
  }

  async function threadDto(
    conversation: Conversation,
    side: Side,
    callerId: string,
    before?: string,
  ): Promise<ThreadDto> {
    const { thread, subject } = conversation;
    const view = thread ? await findThreadView(db, thread.id) : undefined;
    const summary = view ? summaryDto(view, side) : subject ? emptySummary(subject, side) : undefined;
    if (!summary) throw notFound(MESSAGES_TEXT.notFound);
    const rows = thread ? await listEntries(db, thread.id, before, THREAD_PAGE_SIZE + 1) : [];
    const page = rows.slice(0, THREAD_PAGE_SIZE);
    return {
      ...summary,
      entries: page.map((row) => entryDto(row, callerId)),
      nextBefore: rows.length > THREAD_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      mayWrite: Boolean(subject?.personId && subject.userId),
    };
  }

  function writableSubject(conversation: Conversation): ThreadSubject {
    if (!conversation.subject) throw conflict(MESSAGES_TEXT.subjectGone);
    if (!conversation.subject.userId) throw conflict(MESSAGES_TEXT.personGone);
    return conversation.subject;
  }

  async function entryAfterWrite(entryId: string, callerId: string): Promise<ThreadEntryDto> {
    const row = await findEntry(db, entryId);
    if (!row) throw notFound(MESSAGES_TEXT.notFound);
    return entryDto(row, callerId);
  }

  async function read(executor: Executor, conversation: Conversation, side: Side): Promise<void> {
    const { thread } = conversation;
    if (!thread) return;
    await markRead(executor, thread.id, side, clock.now());
    await publishChange(executor, {
      topic: 'messages',
      threadId: thread.id,
      kind: thread.subjectKind,
      personId: thread.personId,
    });
  }

  const person = {
    async inbox(user: SessionUser, page: PageQuery): Promise<InboxDto> {
      const own = await findPersonByUserId(db, user.id);
      if (!own) return { items: [], page: page.page, pageSize: page.pageSize, total: 0 };
      const { rows, total } = await listPersonThreads(db, own.id, page);
      return {
        items: rows.map((row) => summaryDto(row, 'person')),
        page: page.page,
        pageSize: page.pageSize,
        total: total.value,
      };
    },

    async unread(user: SessionUser): Promise<UnreadDto> {
      const own = await findPersonByUserId(db, user.id);
      return { unread: own ? await countPersonUnread(db, own.id) : 0 };
    },

    async thread(user: SessionUser, kind: ThreadKind, subjectId: string, before?: string): Promise<ThreadDto> {
      const { conversation } = await ownConversation(db, user, kind, subjectId);
      return threadDto(conversation, 'person', user.id, before);
    },

    async write(user: SessionUser, kind: ThreadKind, subjectId: string, body: string): Promise<ThreadEntryDto> {
      const written = await db.transaction(async (tx) => {
        const { person: own, conversation } = await ownConversation(tx, user, kind, subjectId);
        await assertUnderMessageLimit(tx, { personId: own.id, userId: user.id, now: clock.now() });
        const subject = writableSubject(conversation);
        return writeMessage(tx, { subject, side: 'person', authorUserId: user.id, body, via: 'app', at: clock.now() });
      });
      if (written.emailsDue) emailsDue();
      return entryAfterWrite(written.entryId, user.id);
    },

    async markRead(user: SessionUser, kind: ThreadKind, subjectId: string): Promise<void> {
      await db.transaction(async (tx) =>
        read(tx, (await ownConversation(tx, user, kind, subjectId)).conversation, 'person'),
      );
    },

    async preference(user: SessionUser): Promise<MessageEmailPreferenceDto> {
      return { frequency: await readFrequency(db, user.id), repliesByEmail: deps.repliesByEmail };
    },

    async setPreference(user: SessionUser, frequency: MessageEmailFrequency): Promise<MessageEmailPreferenceDto> {
      await writeFrequency(db, user.id, frequency);
      return { frequency, repliesByEmail: deps.repliesByEmail };
    },
  };

  const staff = {
    async inbox(caller: StaffCaller, query: StaffInboxQuery): Promise<InboxDto> {
      const { rows, total } = await listStaffThreads(db, await staffScope(caller), query, clock.now());
      return {
        items: rows.map((row) => summaryDto(row, 'staff')),
        page: query.page,
        pageSize: query.pageSize,
        total: total.value,
      };
    },

    async unread(caller: StaffCaller): Promise<UnreadDto> {
      return { unread: await countStaffUnread(db, await staffScope(caller), clock.now()) };
    },

    async thread(caller: StaffCaller, kind: ThreadKind, subjectId: string, before?: string): Promise<ThreadDto> {
      const conversation = await staffConversation(db, caller, kind, subjectId);
      return threadDto(conversation, 'staff', caller.user.id, before);
    },

    async write(caller: StaffCaller, kind: ThreadKind, subjectId: string, body: string): Promise<ThreadEntryDto> {
      const written = await db.transaction(async (tx) => {
        const subject = writableSubject(await staffConversation(tx, caller, kind, subjectId));
        return writeMessage(tx, {
          subject,
          side: 'staff',
          authorUserId: caller.user.id,
          body,
          via: 'app',
          at: clock.now(),
        });
      });
      if (written.emailsDue) emailsDue();
      return entryAfterWrite(written.entryId, caller.user.id);
    },

    async markRead(caller: StaffCaller, kind: ThreadKind, subjectId: string): Promise<void> {
      await db.transaction(async (tx) => read(tx, await staffConversation(tx, caller, kind, subjectId), 'staff'));
    },

    // D35: one message to everyone accepted, waitlisted or both, each in their own thread (so a
    // reply comes back to staff only). D31: the sender's own application is left out.
    async broadcast(
      caller: StaffCaller,
      input: { opportunityId: string; audience: BroadcastAudience; body: string },
    ): Promise<BroadcastResultDto> {
      const own = await findPersonByUserId(db, caller.user.id);
      const result = await db.transaction(async (tx) => {
        if (!(await findOpportunitySlots(tx, input.opportunityId))) throw notFound(OPPORTUNITY_NOT_FOUND);
        const audience = await findOpportunityAudience(tx, input.opportunityId, BROADCAST_STATUSES[input.audience]);
        const at = clock.now();
        const skipped: BroadcastResultDto['skipped'] = [];
        let sent = 0;
        let due = false;
        for (const subject of audience) {
          if (subject.personId === own?.id) {
            skipped.push({ personId: subject.personId, reason: MESSAGES_TEXT.ownSkipped });
            continue;
          }
          const written = await writeMessage(tx, {
            subject,
            side: 'staff',
            authorUserId: caller.user.id,
            body: input.body,
            via: 'broadcast',
            at,
          });
          due ||= written.emailsDue;
          sent += 1;
        }
        return { sent, skipped, due };
      });
      if (result.due) emailsDue();
      return { sent: result.sent, skipped: result.skipped };
    },
  };

  return {
    person,
    staff,
    // Message emails are due now: the sending job runs at once in this process (start-server.ts).
    whenEmailsDue(listener: () => void) {
      emailsDueListeners.add(listener);
    },
    // A reply by email made one due (inbound-replies.service.ts).
    emailsDue,
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
