import { JOB_ALERT_NAME_MAX_LENGTH } from '@shared/job-alerts';
import { filtersFromSearchParams, hasActiveFilters, type UrlOpportunityFilters } from '@shared/opportunity-filters-url';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { useSaveAlert } from '../api/change-alerts';

// What an alert keeps of the list's filters: all but the order.
export type AlertFilters = Omit<UrlOpportunityFilters, 'sort'>;
// A saved alert's filters name the unset ones null.
type ShownFilters = { [Key in keyof AlertFilters]?: AlertFilters[Key] | null };

// The settings page's field look, written out here: importing the shared field components into
// this form reshuffled chunks the public list downloads (its budget, docs/decisions/122).
export const FIELD =
  'h-10 w-full rounded-md border border-input bg-background/60 px-3 text-sm text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/60 aria-invalid:border-red-500';
export const FIELD_ERROR = 'text-sm text-red-400';
export const LABEL = 'text-sm font-medium';
const day = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

// The filters of a list address ("/opportunities?q=house&type=event"), read as the list reads
// them, if it has any.
export function filtersOfAddress(address: string): AlertFilters | undefined {
  const { sort: _order, ...filters } = filtersFromSearchParams(new URL(address, 'http://list').searchParams);
  return hasActiveFilters(filters) ? filters : undefined;
}

// "house · Event · Dallas · #rooftop · from May 1, 2031"
export function describeFilters(filters: ShownFilters): string {
  return [
    filters.q && `“${filters.q}”`,
    filters.type && filters.type.charAt(0).toUpperCase() + filters.type.slice(1),
    filters.city,
    ...(filters.tags ?? []).map((tag) => `#${tag}`),
    filters.from && `from ${day(filters.from)}`,
    filters.to && `until ${day(filters.to)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

// Issue 41: an alert is named after its search until the person names it otherwise.
export function defaultAlertName(filters: ShownFilters): string {
  const name = describeFilters(filters);
  return name.length > JOB_ALERT_NAME_MAX_LENGTH ? `${name.slice(0, JOB_ALERT_NAME_MAX_LENGTH - 1)}…` : name;
}

// The server's refusal of the name (D16 issues), said under the field; null for any other.
export function nameRefusal(error: unknown): string | null {
  return (error instanceof ApiError && error.issues?.find((issue) => issue.path === 'name')?.message) || null;
}

// D24: name the search and save it as an alert. Issue 41: the name starts as the search, and a
// refusal is said on the form (the server checks the name: no browser bubble).
export function SaveAlertForm({
  filters,
  lead,
  onSaved,
}: {
  filters: AlertFilters;
  lead: string;
  onSaved?: () => void;
}) {
  const [name, setName] = useState(() => defaultAlertName(filters));
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveAlert();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    setFormError(null);
    save.mutate(
      { name, filters },
      {
        onSuccess: () => {
          toast.success('Alert saved');
          setName(defaultAlertName(filters));
          onSaved?.();
        },
        onError: (error) => {
          const refusal = nameRefusal(error);
          if (refusal) {
            setNameError(refusal);
            input.current?.focus();
          } else setFormError(serverMessage(error, 'Failed to save the alert'));
        },
      },
    );
  };
  return (
    <form noValidate className="grid gap-2 rounded-lg border border-dashed border-border p-4" onSubmit={submit}>
      <p className="text-sm">
        {lead}: <span className="font-medium">{describeFilters(filters)}</span>
      </p>
      <label htmlFor={id} className={LABEL}>
        Alert name
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          className={`${FIELD} min-w-0 flex-1`}
          value={name}
          maxLength={JOB_ALERT_NAME_MAX_LENGTH}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={save.isPending}>
          Save as alert
        </Button>
      </div>
      {nameError && (
        <p id={`${id}-error`} className={FIELD_ERROR}>
          {nameError}
        </p>
      )}
      {formError && (
        <p role="alert" className={FIELD_ERROR}>
          {formError}
        </p>
      )}
    </form>
  );
}
