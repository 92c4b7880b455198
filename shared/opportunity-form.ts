import { z } from './zod';
import { OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from './domain-values';
import {
  BUDGET_RANGE_MAX_LENGTH,
  OPPORTUNITY_LONG_TEXT_MAX_LENGTH,
  OPPORTUNITY_SHORT_TEXT_MAX_LENGTH,
  OPPORTUNITY_TITLE_MAX_LENGTH,
  SLOTS_TOTAL_MAX,
} from './limits';
import { isoDateField } from './iso-date';

// spec §5 opportunity form (admin), with D7's limits for budget range and vertical and D8's
// featured flag. One schema for the admin dialogs and the admin API (D14).

// An optional text field: trimmed, blank stored as null.
function optionalText(label: string, max: number) {
  return z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value?.trim() || null);
}

function requiredText(label: string, max: number) {
  return z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

// spec §5: total spots minimum 1; a non-numeric value falls back to 1.
const totalSpotsField = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((value) => {
    const parsed = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 1;
  })
  .pipe(
    z
      .number()
      .int('Total spots must be a whole number')
      .min(1, 'Total spots must be at least 1')
      .max(SLOTS_TOTAL_MAX, `Total spots must be at most ${SLOTS_TOTAL_MAX}`),
  );

export const opportunityFormSchema = z
  .object({
    title: requiredText('Title', OPPORTUNITY_TITLE_MAX_LENGTH),
    description: requiredText('Description', OPPORTUNITY_LONG_TEXT_MAX_LENGTH),
    city: optionalText('City', OPPORTUNITY_SHORT_TEXT_MAX_LENGTH),
    venue: optionalText('Venue', OPPORTUNITY_SHORT_TEXT_MAX_LENGTH),
    date: isoDateField.nullish().transform((value) => value ?? null),
    opportunityType: z.enum(OPPORTUNITY_TYPES, 'Choose a valid type').default('event'),
    vertical: optionalText('Vertical', OPPORTUNITY_SHORT_TEXT_MAX_LENGTH),
    status: z.enum(OPPORTUNITY_STATUSES, 'Choose a valid status').default('draft'),
    slotsTotal: totalSpotsField,
    // spec §4: invite only is slots_total 0, chosen explicitly rather than typed as a number.
    inviteOnly: z.boolean('Invite only must be true or false').default(false),
    responsibilities: optionalText('Responsibilities', OPPORTUNITY_LONG_TEXT_MAX_LENGTH),
    idealCandidate: optionalText('Ideal candidate', OPPORTUNITY_LONG_TEXT_MAX_LENGTH),
    perks: optionalText('Perks', OPPORTUNITY_LONG_TEXT_MAX_LENGTH),
    budgetRange: optionalText('Budget range', BUDGET_RANGE_MAX_LENGTH),
    featured: z.boolean('Featured must be true or false').default(false),
  })
  .transform(({ inviteOnly, slotsTotal, ...rest }) => ({ ...rest, slotsTotal: inviteOnly ? 0 : slotsTotal }));

export type OpportunityFormInput = z.input<typeof opportunityFormSchema>;
export type OpportunityFormValues = z.output<typeof opportunityFormSchema>;

// The form's starting values: empty for a new opportunity, or those of the one being edited.
export function opportunityFormDefaults(
  existing?: Omit<OpportunityFormValues, 'opportunityType' | 'status'> & { opportunityType: string; status: string },
): OpportunityFormInput {
  if (!existing) {
    return {
      title: '',
      description: '',
      city: '',
      venue: '',
      date: '',
      opportunityType: 'event',
      vertical: '',
      status: 'draft',
      slotsTotal: '1',
      inviteOnly: false,
      responsibilities: '',
      idealCandidate: '',
      perks: '',
      budgetRange: '',
      featured: false,
    };
  }
  const known = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
    values.includes(value as T) ? (value as T) : fallback;
  return {
    title: existing.title,
    description: existing.description,
    city: existing.city ?? '',
    venue: existing.venue ?? '',
    date: existing.date ?? '',
    opportunityType: known(OPPORTUNITY_TYPES, existing.opportunityType, 'event'),
    vertical: existing.vertical ?? '',
    status: known(OPPORTUNITY_STATUSES, existing.status, 'draft'),
    slotsTotal: String(existing.slotsTotal === 0 ? 1 : existing.slotsTotal),
    inviteOnly: existing.slotsTotal === 0,
    responsibilities: existing.responsibilities ?? '',
    idealCandidate: existing.idealCandidate ?? '',
    perks: existing.perks ?? '',
    budgetRange: existing.budgetRange ?? '',
    featured: existing.featured,
  };
}
