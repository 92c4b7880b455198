import { z } from './zod';
import { TRACKS, type Track } from './domain-values';
import { AGE_RANGE_MESSAGE, STATE_LENGTH_MESSAGE } from './field-rules';
import { AGE_MAX, AGE_MIN, STATE_MAX_LENGTH } from './limits';
import { PROFILE_MARKETS } from './profile-options';
import { TRACK_ANSWER_SCHEMAS } from './track-answers';
import { TRAVEL_RADIUS_VALUES, WIZARD_CITIES } from './track-catalog';
import { availableTracks, trackAgeError, trackEligibilityError } from './track-eligibility';

// spec §2 /application and spec §5 onboarding wizard: one schema per step for the form, and
// the whole submission (the same pieces) for the server (D14).

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const SELECT_TRACK_MESSAGE = 'Please select a track';
export const CONSENT_MESSAGE = 'Please agree to be contacted before submitting your application';

// Step 1 "Tell us about yourself": age, city and state required; travel radius optional.
export const aboutYouSchema = z.object({
  age: z
    .number({ error: REQUIRED_FIELDS_MESSAGE })
    .int(AGE_RANGE_MESSAGE)
    .min(AGE_MIN, AGE_RANGE_MESSAGE)
    .max(AGE_MAX, AGE_RANGE_MESSAGE),
  city: z.enum(WIZARD_CITIES, { error: REQUIRED_FIELDS_MESSAGE }),
  state: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(STATE_MAX_LENGTH, STATE_LENGTH_MESSAGE)
    .transform((state) => state.toUpperCase()),
  travelRadius: z
    .union([z.literal(''), z.enum(TRAVEL_RADIUS_VALUES)], { error: 'Please choose a valid travel radius' })
    .nullish()
    .transform((value) => value || null),
});
export type AboutYouInput = z.input<typeof aboutYouSchema>;

// Step 2 "What are you here to do?": one of the tracks offered for the age entered.
export const trackChoiceSchema = (age: number | null | undefined) =>
  z.enum(TRACKS, { error: SELECT_TRACK_MESSAGE }).refine((track) => availableTracks(age).includes(track), {
    message: SELECT_TRACK_MESSAGE,
  });

// Step 3 "Track details": the age rule of the chosen track first, then its questions.
export function trackDetailsMessages(track: Track, age: number | null | undefined, answers: unknown): string[] {
  const ageMessage = trackAgeError(track, age);
  const result = TRACK_ANSWER_SCHEMAS[track].safeParse(answers);
  const answerMessages = result.success ? [] : result.error.issues.map((issue) => issue.message);
  return [...new Set([...(ageMessage ? [ageMessage] : []), ...answerMessages])];
}

// Step 4 "Target markets": markets and the primary city are optional; consent is required (D10).
export const targetMarketsSchema = z.object({
  targetMarkets: z
    .array(z.enum(PROFILE_MARKETS, { error: 'Please choose markets from the list' }))
    .max(PROFILE_MARKETS.length)
    .default([])
    .transform((markets) => [...new Set(markets)]),
  targetCity: z
    .union([z.literal(''), z.enum(WIZARD_CITIES)], { error: 'Please choose a target city from the list' })
    .nullish()
    .transform((value) => value || null),
  consent: z.literal(true, { error: CONSENT_MESSAGE }),
});

const submissionFields = aboutYouSchema.extend(targetMarketsSchema.shape);

const submissionFor = <T extends Track>(track: T) =>
  submissionFields.extend({ track: z.literal(track), answers: TRACK_ANSWER_SCHEMAS[track] });

// The whole wizard, as POST /api/track-application receives it.
export const trackApplicationSchema = z
  .discriminatedUnion(
    'track',
    [
      submissionFor('ambassador'),
      submissionFor('creator'),
      submissionFor('performer'),
      submissionFor('ops'),
      submissionFor('partner'),
      submissionFor('team'),
    ],
    { error: SELECT_TRACK_MESSAGE },
  )
  .superRefine((submission, ctx) => {
    // spec §5 age rules and available tracks, checked against the age of step 1.
    if (!TRACKS.includes(submission.track)) return;
    const message = trackEligibilityError(submission.track, submission.age);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['track'] });
  });
export type TrackApplicationInput = z.input<typeof trackApplicationSchema>;
export type TrackApplicationSubmission = z.output<typeof trackApplicationSchema>;
