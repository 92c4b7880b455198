import { MessageSquare } from 'lucide-react';
import { toast } from '../../../components/ui/toaster';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useAddNote } from '../api/add-note';
import { useNotes } from '../api/list-notes';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';

// spec §2: real-time internal notes on the application (D17), newest first.
export function NotesPanel({ applicationId }: { applicationId: string }) {
  const notes = useNotes(applicationId);
  const add = useAddNote(applicationId);
  const items = notes.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Internal notes</CardTitle>
        <CardDescription>Shared with the team; everyone sees new notes as they are written.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <NoteForm
          label="Add a note"
          submitLabel="Add note"
          busyLabel="Adding..."
          onSubmit={async (values) => {
            try {
              await add.mutateAsync(values);
            } catch (error) {
              toast.error('Failed to add note', { description: friendlyErrorMessage(error) });
              return false;
            }
            toast.success('Note added');
            return true;
          }}
        />
        {notes.isPending ? (
          <Skeleton className="h-20" />
        ) : notes.isError ? (
          // spec §8: a load error of the notes is only logged; the page says it briefly.
          <p className="text-sm text-muted-foreground">Notes could not be loaded.</p>
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <MessageSquare className="size-4" aria-hidden="true" />
            No notes yet
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Internal notes">
            {items.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </ul>
        )}
        {notes.hasNextPage && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-center"
            onClick={() => notes.fetchNextPage()}
            disabled={notes.isFetchingNextPage}
          >
            {notes.isFetchingNextPage ? 'Loading...' : 'Load more notes'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
