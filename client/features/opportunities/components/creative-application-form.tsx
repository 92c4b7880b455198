import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, useForm } from 'react-hook-form';
import {
  type CreativeApplicationInput,
  creativeApplicationSchema,
  REQUIRED_FIELDS_MESSAGE,
} from '@shared/opportunity-application';
import { CREATIVE_FIELD_MAX_LENGTH, PERFORMED_LIVE_MAX_LENGTH } from '@shared/limits';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

const EMPTY: CreativeApplicationInput = {
  applicationData: { artistName: '', instagramHandle: '', ticketSales: '', performedLive: '' },
};

// A missing answer is marked 'Required' at the field; the form says the spec's sentence once,
// in an alert that screen readers announce.
const fieldError = (error: FieldError | undefined) =>
  error ? (error.message === REQUIRED_FIELDS_MESSAGE ? 'Required' : error.message) : undefined;

// spec §5: creative opportunities ask for four answers, all required.
export function CreativeApplicationForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (body: CreativeApplicationInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const form = useForm<CreativeApplicationInput>({
    resolver: zodResolver(creativeApplicationSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const { isSubmitting, errors, submitCount } = form.formState;
  const answers = errors.applicationData;
  const missing = [answers?.artistName, answers?.instagramHandle, answers?.ticketSales, answers?.performedLive].some(
    (error) => error?.message === REQUIRED_FIELDS_MESSAGE,
  );

  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset(EMPTY);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Creative application">
      {missing && submitCount > 0 && <Alert>{REQUIRED_FIELDS_MESSAGE}</Alert>}
      <FormField label="Artist name" error={fieldError(answers?.artistName)}>
        <Input required maxLength={CREATIVE_FIELD_MAX_LENGTH} {...form.register('applicationData.artistName')} />
      </FormField>
      <FormField label="Instagram handle" error={fieldError(answers?.instagramHandle)}>
        <Input
          required
          placeholder="@yourhandle"
          maxLength={CREATIVE_FIELD_MAX_LENGTH}
          {...form.register('applicationData.instagramHandle')}
        />
      </FormField>
      <FormField
        label="Ticket sales"
        hint="Roughly how many tickets do you sell or draw for a show?"
        error={fieldError(answers?.ticketSales)}
      >
        <Input required maxLength={CREATIVE_FIELD_MAX_LENGTH} {...form.register('applicationData.ticketSales')} />
      </FormField>
      <FormField
        label="Performed live"
        hint="Where and how often have you performed live?"
        error={fieldError(answers?.performedLive)}
      >
        <Textarea
          required
          rows={4}
          maxLength={PERFORMED_LIVE_MAX_LENGTH}
          {...form.register('applicationData.performedLive')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="gradient" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting...' : 'Submit application'}
        </Button>
      </div>
    </form>
  );
}
