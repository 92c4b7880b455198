import type { Executor } from '../../db/database';
import { publishChange } from '../../realtime/change-events';
import { findRolesOfUser } from '../team/team.repo';
import { mayReadThreadsOf } from './message-access';
import { readFrequency, scheduleMessageEmail } from './message-emails.repo';
import type { ThreadSubject } from './thread-subjects.repo';
import { ensureThread, findStaffWriters, insertMessage, type Side } from './threads.repo';

export type WrittenMessage = { entryId: string; threadId: string; emailsDue: boolean };

// Who hears of a message by email: the person of a staff message; of the person's, the staff who
// have written in the thread and may still read it (D12, D31). Nobody else is written to.
async function recipientsOf(tx: Executor, subject: ThreadSubject, threadId: string, side: Side): Promise<string[]> {
  if (side === 'staff') return subject.userId ? [subject.userId] : [];
  const writers = await findStaffWriters(tx, threadId);
  const allowed = await Promise.all(
    writers.map(async (userId) => {
      if (userId === subject.userId) return false;
      return mayReadThreadsOf(await findRolesOfUser(tx, userId), subject.kind);
    }),
  );
  return writers.filter((_, index) => allowed[index]);
}

// D35: a message in its subject's thread (made with the first one), inside the caller's
// transaction: the counters, the recipients' emails and the live notice commit with it.
export async function writeMessage(
  tx: Executor,
  input: {
    subject: ThreadSubject;
    side: Side;
    authorUserId: string;
    body: string;
    via: 'app' | 'email' | 'broadcast';
    at: Date;
  },
): Promise<WrittenMessage> {
  const { subject, at } = input;
  const thread = await ensureThread(tx, subject, at);
  const entryId = await insertMessage(tx, {
    threadId: thread.id,
    side: input.side,
    authorUserId: input.authorUserId,
    body: input.body,
    via: input.via,
    at,
  });
  let emailsDue = false;
  for (const userId of await recipientsOf(tx, subject, thread.id, input.side)) {
    const frequency = await readFrequency(tx, userId);
    if (frequency === 'off') continue;
    await scheduleMessageEmail(tx, { threadId: thread.id, userId, at, frequency });
    emailsDue ||= frequency === 'each';
  }
  await publishChange(tx, { topic: 'messages', threadId: thread.id, kind: subject.kind, personId: subject.personId });
  return { entryId, threadId: thread.id, emailsDue };
}
