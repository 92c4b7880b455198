import type { ThreadEvent, ThreadEventDetails } from '@shared/message-events';
import type { ThreadKind } from '@shared/messages';
import type { Executor } from '../../db/database';
import { publishChange } from '../../realtime/change-events';
import { findThreadSubject } from './thread-subjects.repo';
import { ensureThread, insertEvent } from './threads.repo';

// D35: a status change, a booking's or an invitation's step, shown in its subject's thread.
// Called inside the transaction that makes the change (the thread is made with its first
// event). Facts only: the words are shared/message-events.ts's, never a note or a log entry.
export async function recordThreadEvent(
  tx: Executor,
  input: { kind: ThreadKind; subjectId: string; event: ThreadEvent; details?: ThreadEventDetails; at?: Date },
): Promise<void> {
  const subject = await findThreadSubject(tx, input.kind, input.subjectId);
  if (!subject) return;
  const at = input.at ?? new Date();
  const thread = await ensureThread(tx, subject, at);
  await insertEvent(tx, { threadId: thread.id, event: input.event, details: input.details ?? {}, at });
  await publishChange(tx, { topic: 'messages', threadId: thread.id, kind: subject.kind, personId: subject.personId });
}
