import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toaster';
import { INTERACTION_TYPES } from '@shared/domain-values';
import {
  INTERACTION_DETAILS_MAX_LENGTH,
  INTERACTION_TYPE_LABELS,
  type Interaction,
  type InteractionInput,
  interactionSchema,
} from '@shared/interaction-schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useLogInteraction } from '../api/log-interaction';

const EMPTY: InteractionInput = { type: 'note', subject: '', content: '' };

// spec §5: type (note by default), optional subject (≤ 200), required details (≤ 2000).
export function InteractionForm({ personId }: { personId: string }) {
  const log = useLogInteraction(personId);
  const form = useForm<InteractionInput, unknown, Interaction>({
    resolver: zodResolver(interactionSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('content')?.length ?? 0;

  const submit = form.handleSubmit(async (values) => {
    try {
      await log.mutateAsync(values);
    } catch (error) {
      // spec §8: 'You must be logged in' when the session is gone.
      if (error instanceof ApiError && error.status === 401) toast.error('You must be logged in');
      else toast.error('Failed to add interaction', { description: friendlyErrorMessage(error) });
      return;
    }
    toast.success('Interaction logged');
    form.reset(EMPTY);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Log an interaction">
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <FormField label="Type" error={errors.type?.message}>
          <NativeSelect {...form.register('type')}>
            {INTERACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {INTERACTION_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Subject (optional)" error={errors.subject?.message}>
          <Input {...form.register('subject')} />
        </FormField>
      </div>
      <FormField label="Details" error={errors.content?.message} hint={`${length}/${INTERACTION_DETAILS_MAX_LENGTH}`}>
        <Textarea rows={3} {...form.register('content')} />
      </FormField>
      <Button type="submit" size="sm" className="justify-self-end" disabled={isSubmitting}>
        {isSubmitting ? 'Logging...' : 'Log interaction'}
      </Button>
    </form>
  );
}
