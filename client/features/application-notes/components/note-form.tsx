import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { NOTE_MAX_LENGTH, type NoteInput, noteSchema } from '@shared/note-schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';

// A note's text with the rules of spec §5 (not blank, at most 2000), for adding and editing.
export function NoteForm({
  label,
  submitLabel,
  busyLabel,
  defaultContent = '',
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  busyLabel: string;
  defaultContent?: string;
  // Resolves true when saved (the form then clears).
  onSubmit: (note: NoteInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const form = useForm<NoteInput>({ resolver: zodResolver(noteSchema), defaultValues: { content: defaultContent } });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('content')?.length ?? 0;

  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset({ content: onCancel ? values.content : '' });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField label={label} error={errors.content?.message} hint={`${length}/${NOTE_MAX_LENGTH}`}>
        <Textarea rows={3} {...form.register('content')} />
      </FormField>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
