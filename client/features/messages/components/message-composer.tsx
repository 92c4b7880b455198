import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGE_MAX_LENGTH, type MessageInput, messageSchema } from '@shared/messages';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';

// A message's text with the shared rule (not blank, at most 5,000 characters).
export function MessageComposer({
  label,
  submitLabel = 'Send',
  onSubmit,
}: {
  label: string;
  submitLabel?: string;
  // Resolves true when sent (the form then clears).
  onSubmit: (message: MessageInput) => Promise<boolean>;
}) {
  const form = useForm<MessageInput>({ resolver: zodResolver(messageSchema), defaultValues: { body: '' } });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('body')?.length ?? 0;
  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset({ body: '' });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <FormField
        label={label}
        error={errors.body?.message}
        hint={`${length.toLocaleString()}/${MESSAGE_MAX_LENGTH.toLocaleString()}`}
      >
        <Textarea
          rows={3}
          {...form.register('body')}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends, as in most mail and chat apps.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
          }}
        />
      </FormField>
      <Button type="submit" size="sm" className="justify-self-end" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
