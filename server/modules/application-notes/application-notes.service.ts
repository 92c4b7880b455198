import { type Note, notePreview } from '@shared/note-schemas';
import type { PageQuery } from '@shared/pagination';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import type { Database, Executor } from '../../db/database';
import { forbidden, notFound, ownRecord } from '../../lib/app-error';
import { publishChange } from '../../realtime/change-events';
import { recordActivity } from '../activity/activity.repo';
import { findApplicationOwner } from '../track-applications/application-review.repo';
import { APPLICATION_ENTITY_TYPE, APPLICATION_NOT_FOUND } from '../track-applications/application-review.service';
import type { NoteDto, NotesListDto } from './application-notes.dto';
import { deleteOwnNote, findNote, insertNote, listNotes, type NoteRow, updateOwnNote } from './application-notes.repo';

export const NOTE_NOT_FOUND = 'Note not found';

function toDto(row: NoteRow, callerId: string): NoteDto {
  return {
    id: row.id,
    applicationId: row.applicationId,
    content: row.content,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // spec §4: '(edited)' when updated_at differs from created_at.
    edited: row.updatedAt.getTime() !== row.createdAt.getTime(),
    mine: row.userId !== null && row.userId === callerId,
    fromPrivateNotes: row.fromPrivateNotes,
  };
}

// The application's person, unless it is the caller's own: D31, staff neither read nor write
// the team's notes about themselves.
async function requireOthersApplication(executor: Executor, applicationId: string, callerId: string) {
  const owner = await findApplicationOwner(executor, applicationId);
  if (!owner) throw notFound(APPLICATION_NOT_FOUND);
  if (owner.userId === callerId) throw ownRecord(OWN_RECORD_MESSAGES.application);
  return owner.personId;
}

// spec §2/§4/§6 internal notes on a track application: staff add them; only the author edits
// or deletes one (enforced here and in the SQL). Every change reaches open pages (D17).
export function createApplicationNotesService(db: Database) {
  // A note that exists but is not the caller's is refused; one that does not exist is not found.
  async function refuseOrNotFound(applicationId: string, noteId: string, refusal: string): Promise<never> {
    if (await findNote(db, applicationId, noteId)) throw forbidden(refusal);
    throw notFound(NOTE_NOT_FOUND);
  }

  return {
    async list(applicationId: string, page: PageQuery, callerId: string): Promise<NotesListDto> {
      await requireOthersApplication(db, applicationId, callerId);
      const { rows, total } = await listNotes(db, applicationId, page);
      return { items: rows.map((row) => toDto(row, callerId)), page: page.page, pageSize: page.pageSize, total };
    },

    async add(applicationId: string, note: Note, authorId: string): Promise<NoteDto> {
      const noteId = await db.transaction(async (tx) => {
        const personId = await requireOthersApplication(tx, applicationId, authorId);
        const id = await insertNote(tx, { applicationId, userId: authorId, content: note.content });
        // spec §7: add_note is logged with a 50-character preview.
        await recordActivity(tx, {
          userId: authorId,
          actionType: 'add_note',
          entityType: APPLICATION_ENTITY_TYPE,
          entityId: applicationId,
          details: { preview: notePreview(note.content) },
        });
        await publishChange(tx, { topic: 'notes', applicationId, personId });
        return id;
      });
      const saved = await findNote(db, applicationId, noteId);
      if (!saved) throw notFound(NOTE_NOT_FOUND);
      return toDto(saved, authorId);
    },

    async edit(applicationId: string, noteId: string, note: Note, callerId: string): Promise<NoteDto> {
      const updated = await db.transaction(async (tx) => {
        const personId = await requireOthersApplication(tx, applicationId, callerId);
        const changed = await updateOwnNote(tx, { applicationId, noteId, userId: callerId, content: note.content });
        if (changed) await publishChange(tx, { topic: 'notes', applicationId, personId });
        return changed;
      });
      if (!updated) return refuseOrNotFound(applicationId, noteId, 'You can only edit your own notes');
      const saved = await findNote(db, applicationId, noteId);
      if (!saved) throw notFound(NOTE_NOT_FOUND);
      return toDto(saved, callerId);
    },

    async remove(applicationId: string, noteId: string, callerId: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const personId = await requireOthersApplication(tx, applicationId, callerId);
        const removed = await deleteOwnNote(tx, { applicationId, noteId, userId: callerId });
        if (removed) await publishChange(tx, { topic: 'notes', applicationId, personId });
        return removed;
      });
      if (!deleted) await refuseOrNotFound(applicationId, noteId, 'You can only delete your own notes');
    },
  };
}

export type ApplicationNotesService = ReturnType<typeof createApplicationNotesService>;
