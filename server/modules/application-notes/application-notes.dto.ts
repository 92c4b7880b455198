import type { PagedList } from '@shared/pagination';

// spec §2/§4 internal notes: author name and time; '(edited)' when updated; only the author
// may edit or delete (`mine`).
export type NoteDto = {
  id: string;
  applicationId: string;
  content: string;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
  edited: boolean;
  mine: boolean;
  // Issue 41: carried over from the legacy private notes (no author; docs/decisions/163).
  fromPrivateNotes: boolean;
};

export type NotesListDto = PagedList<NoteDto>;
