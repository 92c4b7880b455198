import { z } from './zod';
import { OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from './domain-values';
import {
  BUDGET_RANGE_MAX_LENGTH,
  OPPORTUNITY_LONG_TEXT_MAX_LENGTH,
  OPPORTUNITY_SHORT_TEXT_MAX_LENGTH,
  OPPORTUNITY_TITLE_MAX_LENGTH,
  SLOTS_TOTAL_MAX,
} from './limits';
import { isTimeZone, nextDay, zonedDateTime, zonedInstant } from './event-times';
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

// Issue 42 (D36): a wall-clock time ("21:30"); blank means none.
const timeField = (label: string) =>
  z
    .string(`${label} must be a time`)
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value),
      `${label} must be a time such as 21:30`,
    );

// Where the event is, for its times; the app's cities are in Texas.
export const DEFAULT_TIME_ZONE = 'America/Chicago';
// Issue 42: an opportunity dated without times lasts the evening (as migration 0018 dated the
// earlier ones).
export const DEFAULT_START_TIME = '18:00';
export const DEFAULT_END_TIME = '02:00';

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
    // Issue 42 (D36): when it starts and ends, and when the crew is called, where it happens. An
    // end before the start is the next morning; a call after the start, the evening before.
    startTime: timeField('Start time'),
    endTime: timeField('End time'),
    callTime: timeField('Call time'),
    timeZone: z
      .string('Choose a time zone')
      .trim()
      .default(DEFAULT_TIME_ZONE)
      .refine(isTimeZone, 'Choose a valid time zone'),
  })
  .refine((values) => !values.startTime || !values.endTime || values.startTime !== values.endTime, {
    message: 'The end time must differ from the start time',
    path: ['endTime'],
  })
  .refine((values) => values.date || (!values.startTime && !values.endTime && !values.callTime), {
    message: 'Choose a date for these times',
    path: ['date'],
  })
  .transform(({ inviteOnly, slotsTotal, startTime, endTime, callTime, ...rest }) => ({
    ...rest,
    slotsTotal: inviteOnly ? 0 : slotsTotal,
    ...eventInstants(rest.date, { startTime, endTime, callTime }, rest.timeZone),
  }));

// The instants of an event on `date` at these times where it happens (none without a date).
function eventInstants(
  date: string | null,
  times: { startTime: string | null; endTime: string | null; callTime: string | null },
  timeZone: string,
): { startsAt: Date | null; endsAt: Date | null; callAt: Date | null } {
  if (!date) return { startsAt: null, endsAt: null, callAt: null };
  const start = times.startTime ?? DEFAULT_START_TIME;
  const end = times.endTime ?? DEFAULT_END_TIME;
  const endDay = end <= start ? nextDay(date) : date;
  const call = times.callTime;
  const callDay = call && call > start ? previousDay(date) : date;
  return {
    startsAt: zonedInstant(date, start, timeZone),
    endsAt: zonedInstant(endDay, end, timeZone),
    callAt: call ? zonedInstant(callDay, call, timeZone) : null,
  };
}

const previousDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

// An event's times as the form shows them, where it happens.
export function eventTimesOf(event: {
  startsAt: string | null;
  endsAt: string | null;
  callAt: string | null;
  timeZone: string;
}): { startTime: string; endTime: string; callTime: string } {
  const time = (instant: string | null) => (instant ? zonedDateTime(new Date(instant), event.timeZone).time : '');
  return { startTime: time(event.startsAt), endTime: time(event.endsAt), callTime: time(event.callAt) };
}

export type OpportunityFormInput = z.input<typeof opportunityFormSchema>;
export type OpportunityFormValues = z.output<typeof opportunityFormSchema>;

// The form's starting values: empty for a new opportunity, or those of the one being edited.
export function opportunityFormDefaults(
  existing?: Omit<OpportunityFormValues, 'opportunityType' | 'status' | 'startsAt' | 'endsAt' | 'callAt'> & {
    opportunityType: string;
    status: string;
    startsAt: string | null;
    endsAt: string | null;
    callAt: string | null;
  },
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
      startTime: '',
      endTime: '',
      callTime: '',
      timeZone: DEFAULT_TIME_ZONE,
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
    ...eventTimesOf(existing),
    timeZone: existing.timeZone,
  };
}
