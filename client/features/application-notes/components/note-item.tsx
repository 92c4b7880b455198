import type { NoteDto } from '@server/modules/application-notes/application-notes.dto';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { formatDateTime } from '../../../lib/format';
import { useDeleteNote } from '../api/delete-note';
import { useEditNote } from '../api/edit-note';
import { NoteForm } from './note-form';

// spec §4: a note is in view or edit mode; only its author sees edit and delete.
export function NoteItem({ note }: { note: NoteDto }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditNote(note.applicationId);
  const remove = useDeleteNote(note.applicationId);
  // Issue 41: the legacy private notes kept no author (docs/decisions/163).
  const author = note.fromPrivateNotes ? 'Earlier private notes' : (note.authorName ?? 'Former team member');

  return (
    <li className="grid gap-2 rounded-lg border border-border bg-background/40 p-4" aria-label={`Note by ${author}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm">
          <span className="font-semibold">{author}</span>{' '}
          <span className="text-muted-foreground">
            · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
            {note.edited && ' (edited)'}
          </span>
        </p>
        {note.mine && !editing && (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <NoteForm
          label="Edit note"
          submitLabel="Save"
          busyLabel="Saving..."
          defaultContent={note.content}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            try {
              await edit.mutateAsync({ noteId: note.id, ...values });
            } catch (error) {
              toast.error('Failed to update note', { description: friendlyErrorMessage(error) });
              return false;
            }
            toast.success('Note updated');
            setEditing(false);
            return true;
          }}
        />
      ) : (
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{note.content}</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this note?"
        onConfirm={() =>
          remove.mutateAsync(note.id).then(
            () => toast.success('Note deleted'),
            (error) => toast.error('Failed to delete note', { description: friendlyErrorMessage(error) }),
          )
        }
      />
    </li>
  );
}
