import type { ApplicationDetailDto } from '@server/modules/track-applications/application-review.dto';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { PRIVATE_NOTES_MAX_LENGTH, privateNotesSchema } from '@shared/application-review-schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useSavePrivateNotes } from '../api/save-private-notes';

// spec §2: the legacy private notes of the application, saved with a button.
export function PrivateNotesCard({ application }: { application: ApplicationDetailDto }) {
  const save = useSavePrivateNotes(application.id);
  // What is being typed; until then the saved notes show (and follow live changes).
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? application.notes;
  const check = privateNotesSchema.safeParse({ notes: value });
  const error = check.success ? undefined : check.error.issues[0]?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    save.mutate(value, {
      onSuccess: () => {
        setDraft(null);
        toast.success('Notes saved');
      },
      onError: (failure) => toast.error('Failed to save notes', { description: friendlyErrorMessage(failure) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Private notes</CardTitle>
        <CardDescription>Kept with the application, for the team only.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3" aria-label="Private notes">
          <FormField label="Notes" error={error} hint={`${value.length}/${PRIVATE_NOTES_MAX_LENGTH}`}>
            <Textarea value={value} rows={5} onChange={(event) => setDraft(event.target.value)} />
          </FormField>
          <Button type="submit" variant="secondary" disabled={save.isPending || Boolean(error)}>
            {save.isPending ? 'Saving...' : 'Save notes'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
