import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type CoverLetterApplicationInput, coverLetterApplicationSchema } from '@shared/opportunity-application';
import { COVER_LETTER_MAX_LENGTH } from '@shared/limits';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

// spec §5: other opportunities take an optional cover letter of up to 2000 characters,
// with a live counter.
export function CoverLetterForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (body: CoverLetterApplicationInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const form = useForm<CoverLetterApplicationInput>({
    resolver: zodResolver(coverLetterApplicationSchema, undefined, { raw: true }),
    defaultValues: { coverLetter: '' },
  });
  const id = useId();
  const length = (form.watch('coverLetter') ?? '').length;
  const error = form.formState.errors.coverLetter?.message;

  const submit = form.handleSubmit(async (values) => {
    if (await onSubmit(values)) form.reset({ coverLetter: '' });
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Application">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>
          Cover letter <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Textarea
          id={id}
          rows={7}
          maxLength={COVER_LETTER_MAX_LENGTH}
          placeholder="Tell the team why you are a great fit."
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          {...form.register('coverLetter')}
        />
        <p
          id={`${id}-count`}
          className={cn(
            'text-right text-xs tabular-nums',
            length >= COVER_LETTER_MAX_LENGTH ? 'text-amber-300' : 'text-muted-foreground',
          )}
        >
          {length}/{COVER_LETTER_MAX_LENGTH} characters
        </p>
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="gradient" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Submitting...' : 'Submit application'}
        </Button>
      </div>
    </form>
  );
}
