import { z } from './zod';
import { TRACKS, type Track } from './domain-values';
import { parseInteger } from './field-rules';
import { WIZARD_STEP_COUNT } from './limits';
import { PROFILE_GENRES, PROFILE_MARKETS } from './profile-options';
import {
  aboutYouSchema,
  targetMarketsSchema,
  trackApplicationSchema,
  trackChoiceSchema,
} from './track-application-schema';
import { TRACK_ANSWER_SCHEMAS } from './track-answers';
import { trackAgeError } from './track-eligibility';

// D26: what the onboarding wizard holds while the person moves between its steps, as the form
// keeps it (text as typed) and as the server keeps it in the person's draft
// (docs/decisions/090). Each track keeps its own answers, so going back and choosing another
// track loses nothing.

// A draft is work in progress: any text within generous bounds is kept; the rules of a step
// apply when it is passed, and all of them when the application is submitted.
const DRAFT_TEXT_MAX = 5000;
const draftText = (max = DRAFT_TEXT_MAX) =>
  z.string({ error: 'Draft answers must be text' }).max(max, `Draft answers must be at most ${max} characters`);
const draftAnswer = z.union([draftText(), z.array(draftText(100)).max(PROFILE_GENRES.length)], {
  error: 'Draft answers must be text',
});
const draftAnswers = z
  .record(z.string().max(40), draftAnswer)
  .refine((answers) => Object.keys(answers).length <= 10, 'A draft holds at most 10 answers per track');

export const wizardDraftSchema = z.strictObject({
  age: draftText(10).default(''),
  city: draftText(100).default(''),
  state: draftText(10).default(''),
  travelRadius: draftText(100).default(''),
  track: z.union([z.literal(''), z.enum(TRACKS)], { error: 'Please select a track' }).default(''),
  answers: z.partialRecord(z.enum(TRACKS, { error: 'Draft answers must belong to a track' }), draftAnswers).default({}),
  targetMarkets: z
    .array(draftText(100))
    .max(PROFILE_MARKETS.length * 2)
    .default([]),
  targetCity: draftText(100).default(''),
  consent: z.boolean({ error: 'Consent must be true or false' }).default(false),
});
export type WizardDraftInput = z.input<typeof wizardDraftSchema>;
export type WizardDraft = z.output<typeof wizardDraftSchema>;

// The form's values: every track's answers present (text, or the genres chosen).
export type WizardAnswers = Record<Track, Record<string, string | string[]>>;
export type WizardValues = Omit<WizardDraft, 'answers'> & { answers: WizardAnswers };

const emptyAnswers = (): WizardAnswers =>
  Object.fromEntries(
    TRACKS.map((track) => [track, track === 'performer' ? { genres: [] } : {}]),
  ) as unknown as WizardAnswers;

export const emptyWizardValues = (): WizardValues => ({
  age: '',
  city: '',
  state: '',
  travelRadius: '',
  track: '',
  answers: emptyAnswers(),
  targetMarkets: [],
  targetCity: '',
  consent: false,
});

// A stored draft as the form's values.
export function wizardValuesFrom(draft: WizardDraft | null | undefined): WizardValues {
  const empty = emptyWizardValues();
  if (!draft) return empty;
  const answers = { ...empty.answers };
  for (const track of TRACKS) answers[track] = { ...empty.answers[track], ...draft.answers[track] };
  return { ...empty, ...draft, answers };
}

// spec §5: age is parsed as an integer.
export const wizardAge = (values: Pick<WizardValues, 'age'>) => parseInteger(values.age);

// One problem of a step: the form field it belongs to (its name in the form), or null when it
// concerns the step as a whole; and its message.
export type StepIssue = { field: string | null; message: string };

const issuesOf = (error: z.ZodError, prefix = ''): StepIssue[] =>
  error.issues.map((issue) => ({
    field: issue.path.length > 0 ? `${prefix}${issue.path.map(String).join('.')}` : null,
    message: issue.message,
  }));

// spec §5 onboarding wizard: the problems that keep a step from being passed, with the shared
// schemas the server uses (D14). Empty when the step may be left.
export function stepIssues(step: number, values: WizardValues): StepIssue[] {
  const age = wizardAge(values);
  switch (step) {
    case 1: {
      const result = aboutYouSchema.safeParse({ ...values, age });
      return result.success ? [] : issuesOf(result.error);
    }
    case 2: {
      const result = trackChoiceSchema(age).safeParse(values.track);
      return result.success ? [] : issuesOf(result.error).map((issue) => ({ ...issue, field: 'track' }));
    }
    case 3: {
      const track = values.track;
      if (!track) return [{ field: 'track', message: 'Please select a track' }];
      const ageMessage = trackAgeError(track, age);
      const result = TRACK_ANSWER_SCHEMAS[track].safeParse(values.answers[track] ?? {});
      const answerIssues = result.success ? [] : issuesOf(result.error, `answers.${track}.`);
      // A problem of the answers as a whole (the ambassador's school and year) belongs to the
      // track's first question.
      const placed = answerIssues.map((issue) =>
        issue.field === null || issue.field === `answers.${track}.`
          ? { ...issue, field: `answers.${track}.${firstQuestion(track)}` }
          : issue,
      );
      return [...(ageMessage ? [{ field: null, message: ageMessage }] : []), ...placed];
    }
    default: {
      const result = targetMarketsSchema.safeParse(values);
      return result.success ? [] : issuesOf(result.error);
    }
  }
}

const FIRST_QUESTION: Record<Track, string> = {
  ambassador: 'school',
  team: 'resumeLink',
  ops: 'eventExperience',
  performer: 'genres',
  creator: 'specialty',
  partner: 'organization',
};
const firstQuestion = (track: Track) => FIRST_QUESTION[track];

// D26: the step the person comes back to: the first one that cannot be passed yet (the last
// step when every earlier one can). The address of a later step leads there too.
export function resumeStep(values: WizardValues): number {
  for (let step = 1; step < WIZARD_STEP_COUNT; step += 1) {
    if (stepIssues(step, values).length > 0) return step;
  }
  return WIZARD_STEP_COUNT;
}

// What the wizard sends, before the shared schema checks it: the chosen track's answers only.
export function toSubmission(values: WizardValues): Record<string, unknown> {
  return {
    age: wizardAge(values),
    city: values.city,
    state: values.state,
    travelRadius: values.travelRadius,
    track: values.track,
    answers: values.track ? values.answers[values.track] : {},
    targetMarkets: values.targetMarkets,
    targetCity: values.targetCity,
    consent: values.consent,
  };
}

// The whole submission, checked once more as the server will check it.
export function parseSubmission(values: WizardValues) {
  const result = trackApplicationSchema.safeParse(toSubmission(values));
  return result.success
    ? ({ ok: true, submission: result.data } as const)
    : ({ ok: false, issues: issuesOf(result.error) } as const);
}
