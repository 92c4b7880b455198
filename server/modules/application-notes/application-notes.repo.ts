import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type PageQuery, pageOffset } from '@shared/pagination';
import type { Executor } from '../../db/database';
import { user } from '../../db/schema/auth';
import { applicationNotes } from '../../db/schema/back-office';
import { people } from '../../db/schema/people';

// Notes are always read through their application, so theirs is known (a note whose
// application was deleted with its account, D25, is read by nothing here).
export type NoteRow = Omit<typeof applicationNotes.$inferSelect, 'applicationId'> & {
  applicationId: string;
  authorName: string | null;
};

// spec §3: the author's name is read from the author's person record (else the account).
const noteColumns = {
  id: applicationNotes.id,
  applicationId: applicationNotes.applicationId,
  userId: applicationNotes.userId,
  content: applicationNotes.content,
  createdAt: applicationNotes.createdAt,
  updatedAt: applicationNotes.updatedAt,
  fromPrivateNotes: applicationNotes.fromPrivateNotes,
  authorName: sql<string | null>`coalesce(${people.name}, ${user.name})`,
};

// spec §7 notes: newest first (index on application_id, created_at desc).
export async function listNotes(executor: Executor, applicationId: string, page: PageQuery) {
  const where = eq(applicationNotes.applicationId, applicationId);
  const [rows, [total]] = await Promise.all([
    executor
      .select(noteColumns)
      .from(applicationNotes)
      .leftJoin(user, eq(user.id, applicationNotes.userId))
      .leftJoin(people, eq(people.userId, applicationNotes.userId))
      .where(where)
      .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    executor.select({ n: count() }).from(applicationNotes).where(where),
  ]);
  return { rows: rows as NoteRow[], total: total?.n ?? 0 };
}

export async function findNote(
  executor: Executor,
  applicationId: string,
  noteId: string,
): Promise<NoteRow | undefined> {
  const [row] = await executor
    .select(noteColumns)
    .from(applicationNotes)
    .leftJoin(user, eq(user.id, applicationNotes.userId))
    .leftJoin(people, eq(people.userId, applicationNotes.userId))
    .where(and(eq(applicationNotes.applicationId, applicationId), eq(applicationNotes.id, noteId)))
    .limit(1);
  return row as NoteRow | undefined;
}

export async function insertNote(
  executor: Executor,
  note: { applicationId: string; userId: string; content: string },
): Promise<string> {
  const [row] = await executor.insert(applicationNotes).values(note).returning({ id: applicationNotes.id });
  if (!row) throw new Error('The note was not saved');
  return row.id;
}

// Authorship is part of the condition: nobody changes another's note, whatever they send.
export async function updateOwnNote(
  executor: Executor,
  note: { applicationId: string; noteId: string; userId: string; content: string },
): Promise<boolean> {
  const rows = await executor
    .update(applicationNotes)
    .set({ content: note.content, updatedAt: sql`now()` })
    .where(
      and(
        eq(applicationNotes.id, note.noteId),
        eq(applicationNotes.applicationId, note.applicationId),
        eq(applicationNotes.userId, note.userId),
      ),
    )
    .returning({ id: applicationNotes.id });
  return rows.length > 0;
}

export async function deleteOwnNote(
  executor: Executor,
  note: { applicationId: string; noteId: string; userId: string },
): Promise<boolean> {
  const rows = await executor
    .delete(applicationNotes)
    .where(
      and(
        eq(applicationNotes.id, note.noteId),
        eq(applicationNotes.applicationId, note.applicationId),
        eq(applicationNotes.userId, note.userId),
      ),
    )
    .returning({ id: applicationNotes.id });
  return rows.length > 0;
}
