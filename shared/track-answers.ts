import { z } from './zod';
import type { Track } from './domain-values';
import { gradYearError } from './field-rules';
import { httpUrlField } from './links';
import { PROFILE_GENRES } from './profile-options';
import {
  CREATOR_EXPERIENCE_VALUES,
  CREATOR_SPECIALTY_VALUES,
  PARTNER_INTEREST_VALUES,
  TEAM_EXPERIENCE_VALUES,
  TRANSPORT_VALUES,
} from './track-catalog';

// spec §2 step 3 "Track details" and spec §5: one schema per track for the answers stored
// in `applications.answers_json`. Blank optional answers are left out.

const optionalAnswer = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

const requiredAnswer = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, label: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `Please choose a valid ${label}` })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

// Drops the answers left blank, so answers_json holds only what was said.
function compact<Answers extends Record<string, unknown>>(answers: Answers): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as Answers;
}

export const AMBASSADOR_MISSING_MESSAGE = 'Ambassador track requires school and graduation year';
export const SCHOOL_REQUIRED_MESSAGE = 'School name is required';

// School and graduation year are both required: with neither given, one message says so;
// otherwise each field has its own (spec §5 messages).
export const ambassadorAnswersSchema = z
  .strictObject({
    school: optionalAnswer('School name', 200),
    gradYear: z.string({ error: 'Enter a valid 4-digit year' }).trim().optional(),
    greekAffiliation: optionalAnswer('Greek affiliation', 100),
    whyAmbassador: optionalAnswer('Why ambassador', 2000),
  })
  .superRefine((answers, ctx) => {
    const gradYear = answers.gradYear ?? '';
    if (!answers.school && !gradYear) {
      ctx.addIssue({ code: 'custom', message: AMBASSADOR_MISSING_MESSAGE, path: [] });
      return;
    }
    if (!answers.school) ctx.addIssue({ code: 'custom', message: SCHOOL_REQUIRED_MESSAGE, path: ['school'] });
    const yearMessage = gradYearError(gradYear);
    if (yearMessage) ctx.addIssue({ code: 'custom', message: yearMessage, path: ['gradYear'] });
  })
  .transform(compact);

export const teamAnswersSchema = z
  .strictObject({
    resumeLink: httpUrlField(),
    desiredPosition: optionalAnswer('Desired position', 200),
    tools: optionalAnswer('Tools', 500),
    experienceLevel: optionalChoice(TEAM_EXPERIENCE_VALUES, 'experience level'),
  })
  .transform(compact);

export const opsAnswersSchema = z
  .strictObject({
    eventExperience: requiredAnswer('Event experience is required', 'Event experience', 2000),
    hasTransportation: optionalChoice(TRANSPORT_VALUES, 'transportation answer'),
    physicalCapabilities: optionalAnswer('Physical capabilities', 1000),
  })
  .transform(compact);

// Issue 16: the genres are the profile's (spec §9), so what the wizard is told shows on the
// profile too (docs/decisions/093). Answers stored before kept a free-text `genre`.
export const GENRES_MESSAGE = 'Please choose genres from the list';
export const performerAnswersSchema = z
  .strictObject({
    genres: z
      .array(z.enum(PROFILE_GENRES, { error: GENRES_MESSAGE }), { error: GENRES_MESSAGE })
      .max(PROFILE_GENRES.length, GENRES_MESSAGE)
      .optional()
      .transform((genres) => {
        const chosen = PROFILE_GENRES.filter((genre) => genres?.includes(genre));
        return chosen.length > 0 ? chosen : undefined;
      }),
    technicalNeeds: optionalAnswer('Technical needs', 1000),
  })
  .transform(compact);

export const creatorAnswersSchema = z
  .strictObject({
    specialty: optionalChoice(CREATOR_SPECIALTY_VALUES, 'specialty'),
    gear: optionalAnswer('Gear', 1000),
    experienceLevel: optionalChoice(CREATOR_EXPERIENCE_VALUES, 'experience level'),
  })
  .transform(compact);

export const partnerAnswersSchema = z
  .strictObject({
    organization: optionalAnswer('Organization', 200),
    capacity: optionalAnswer('Capacity and reach', 2000),
    partnershipInterest: optionalChoice(PARTNER_INTEREST_VALUES, 'partnership interest'),
    timeline: optionalAnswer('Timeline', 200),
  })
  .transform(compact);

export const TRACK_ANSWER_SCHEMAS = {
  ambassador: ambassadorAnswersSchema,
  team: teamAnswersSchema,
  ops: opsAnswersSchema,
  performer: performerAnswersSchema,
  creator: creatorAnswersSchema,
  partner: partnerAnswersSchema,
} as const satisfies Record<Track, z.ZodType>;

export type TrackAnswers = { [T in Track]: z.output<(typeof TRACK_ANSWER_SCHEMAS)[T]> };
export type TrackAnswersInput = { [T in Track]: z.input<(typeof TRACK_ANSWER_SCHEMAS)[T]> };
