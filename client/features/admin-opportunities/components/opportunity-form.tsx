import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from '@shared/domain-values';
import { MARKET_CITIES } from '@shared/markets';
import { type OpportunityFormInput, opportunityFormSchema } from '@shared/opportunity-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { TimeZoneSelect } from './time-zone-select';
import { ApiError } from '../../../lib/api-client';
import { capitalized } from '../../../lib/format';

const FIELD_NAMES = new Set<string>(Object.keys(opportunityFormSchema.in.shape));

// spec §5 opportunity form: every field of spec §3 plus featured (D8), checked by the shared
// schema the server uses (D14). The raw values are sent: the server applies the same
// transforms (blank → null, invite only → 0 spots).
export function OpportunityForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
  tags,
}: {
  defaultValues: OpportunityFormInput;
  submitLabel: string;
  onSubmit: (input: OpportunityFormInput) => Promise<void>;
  onCancel: () => void;
  // Issue 41: the tag picker, saved with the opportunity (the dialog composes it).
  tags: ReactNode;
}) {
  const form = useForm<OpportunityFormInput>({
    resolver: zodResolver(opportunityFormSchema, undefined, { raw: true }),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const inviteOnly = form.watch('inviteOnly');

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      // The server's own field messages go under their fields (the toast says it failed).
      if (!(error instanceof ApiError)) return;
      for (const issue of error.issues ?? []) {
        if (FIELD_NAMES.has(issue.path)) {
          form.setError(issue.path as keyof OpportunityFormInput, { message: issue.message });
        }
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2" aria-label="Opportunity">
      <FormField label="Title" error={errors.title?.message} className="sm:col-span-2">
        <Input autoComplete="off" aria-required="true" {...form.register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
        <Textarea rows={4} aria-required="true" {...form.register('description')} />
      </FormField>
      <FormField label="Type" error={errors.opportunityType?.message}>
        <NativeSelect {...form.register('opportunityType')}>
          {OPPORTUNITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalized(type)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Status" hint="Only open opportunities are public." error={errors.status?.message}>
        <NativeSelect {...form.register('status')}>
          {OPPORTUNITY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {capitalized(status)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {/* Issue 41: the public filter's cities (an older city stays offered until changed). */}
      <FormField label="City" error={errors.city?.message}>
        <NativeSelect {...form.register('city')}>
          <option value="">No city</option>
          {[...new Set([...MARKET_CITIES, ...(defaultValues.city ? [defaultValues.city] : [])])].map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Venue" error={errors.venue?.message}>
        <Input autoComplete="off" {...form.register('venue')} />
      </FormField>
      <FormField label="Date" hint="Optional." error={errors.date?.message}>
        <Input type="date" {...form.register('date')} />
      </FormField>
      <FormField
        label="Time zone"
        hint="Where the event happens: its times are read there."
        error={errors.timeZone?.message}
      >
        <TimeZoneSelect current={defaultValues.timeZone} {...form.register('timeZone')} />
      </FormField>
      {/* Issue 42 (D36): the night's times, where it happens. */}
      <FormField label="Start time" hint="Blank: 6:00 PM." error={errors.startTime?.message}>
        <Input type="time" {...form.register('startTime')} />
      </FormField>
      <FormField
        label="End time"
        hint="Blank: 2:00 AM. Earlier than the start is the next morning."
        error={errors.endTime?.message}
      >
        <Input type="time" {...form.register('endTime')} />
      </FormField>
      <FormField label="Call time" hint="Optional, for crew: when they arrive." error={errors.callTime?.message}>
        <Input type="time" {...form.register('callTime')} />
      </FormField>
      <FormField label="Vertical" error={errors.vertical?.message}>
        <Input autoComplete="off" {...form.register('vertical')} />
      </FormField>
      <FormField
        label="Total spots"
        hint={inviteOnly ? 'Invite only: no open spots.' : 'At least 1.'}
        error={errors.slotsTotal?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('slotsTotal', { disabled: inviteOnly })}
        />
      </FormField>
      <FormField label="Budget range" error={errors.budgetRange?.message}>
        <Input autoComplete="off" placeholder="$300 - $500" {...form.register('budgetRange')} />
      </FormField>
      <CheckboxField
        label="Invite only"
        description="Nobody can apply; the public page shows 'Invite Only'."
        {...form.register('inviteOnly')}
      />
      <CheckboxField
        label="Featured"
        description="Shown first in the public list while open."
        {...form.register('featured')}
      />
      <FormField label="Responsibilities" error={errors.responsibilities?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register('responsibilities')} />
      </FormField>
      <FormField label="Ideal candidate" error={errors.idealCandidate?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register('idealCandidate')} />
      </FormField>
      <FormField label="Perks" error={errors.perks?.message} className="sm:col-span-2">
        <Textarea rows={3} {...form.register('perks')} />
      </FormField>
      {tags}
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
