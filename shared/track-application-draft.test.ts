import { describe, expect, it } from 'vitest';
import {
  emptyWizardValues,
  parseSubmission,
  resumeStep,
  stepIssues,
  type WizardValues,
  wizardDraftSchema,
  wizardValuesFrom,
} from './track-application-draft';

// A step's messages joined by commas (each once), or null when the step may be left.
const checkStep = (step: number, values: WizardValues): string | null => {
  const messages = [...new Set(stepIssues(step, values).map((issue) => issue.message))];
  return messages.length > 0 ? messages.join(', ') : null;
};

const filled = (): WizardValues => {
  const empty = emptyWizardValues();
  return {
    ...empty,
    age: '17',
    city: 'Dallas',
    state: 'tx',
    track: 'ambassador',
    answers: {
      ...empty.answers,
      ambassador: { school: 'Lincoln High', gradYear: '2027', greekAffiliation: '' },
      team: { resumeLink: 'https://example.com/cv' },
    },
    targetMarkets: ['Dallas'],
    consent: true,
  };
};

describe('the wizard steps (spec §5)', () => {
  it('gives each step its message', () => {
    expect(checkStep(1, emptyWizardValues())).toBe('Please fill in all required fields');
    expect(checkStep(2, { ...filled(), track: '' })).toBe('Please select a track');
    expect(checkStep(3, { ...filled(), track: 'creator' })).toBe('Creator track requires age 18+');
    expect(checkStep(4, { ...filled(), consent: false })).toBe(
      'Please agree to be contacted before submitting your application',
    );
    for (const step of [1, 2, 3, 4]) expect(checkStep(step, filled())).toBeNull();
  });

  it('parses the age as an integer (spec §5)', () => {
    expect(checkStep(1, { ...filled(), age: 'seventeen' })).toBe('Please fill in all required fields');
    expect(checkStep(2, { ...filled(), age: '17.9', track: 'ops' })).toBe('Please select a track');
  });

  it('names the field of each problem, so the form can mark it', () => {
    expect(stepIssues(1, { ...emptyWizardValues(), age: '30' }).map((issue) => issue.field)).toEqual(['city', 'state']);
    expect(stepIssues(2, { ...filled(), track: '' })).toEqual([{ field: 'track', message: 'Please select a track' }]);
    const ambassador = { ...filled(), answers: { ...filled().answers, ambassador: { school: '', gradYear: '1999' } } };
    expect(stepIssues(3, ambassador)).toEqual([
      { field: 'answers.ambassador.school', message: 'School name is required' },
      { field: 'answers.ambassador.gradYear', message: 'Graduation year must be between 2024 and 2040' },
    ]);
    // Neither answer: one message, on the first question.
    const none = { ...filled(), answers: { ...filled().answers, ambassador: {} } };
    expect(stepIssues(3, none)).toEqual([
      { field: 'answers.ambassador.school', message: 'Ambassador track requires school and graduation year' },
    ]);
    expect(stepIssues(4, { ...filled(), consent: false })[0]?.field).toBe('consent');
  });

  it('resumes at the first step that cannot be passed yet (D26)', () => {
    expect(resumeStep(emptyWizardValues())).toBe(1);
    expect(resumeStep({ ...filled(), track: '' })).toBe(2);
    expect(resumeStep({ ...filled(), answers: { ...filled().answers, ambassador: {} } })).toBe(3);
    expect(resumeStep({ ...filled(), consent: false })).toBe(4);
  });

  it("sends the chosen track's answers only, as the server will read them", () => {
    const parsed = parseSubmission(filled());
    expect(parsed).toEqual({
      ok: true,
      submission: {
        age: 17,
        city: 'Dallas',
        state: 'TX',
        travelRadius: null,
        track: 'ambassador',
        answers: { school: 'Lincoln High', gradYear: '2027' },
        targetMarkets: ['Dallas'],
        targetCity: null,
        consent: true,
      },
    });
  });

  it("keeps a performer's genres from the profile's list (issue 16)", () => {
    const performer: WizardValues = {
      ...filled(),
      age: '24',
      track: 'performer',
      answers: { ...filled().answers, performer: { genres: ['R&B', 'House'], technicalNeeds: '' } },
    };
    const parsed = parseSubmission(performer);
    expect(parsed.ok && parsed.submission.answers).toEqual({ genres: ['House', 'R&B'] });
    const polka = { ...performer, answers: { ...performer.answers, performer: { genres: ['Polka'] } } };
    expect(checkStep(3, polka)).toBe('Please choose genres from the list');
  });
});

describe('a stored draft', () => {
  it('keeps work in progress within bounds, and refuses what is not a draft', () => {
    const draft = wizardDraftSchema.parse({ age: '2', answers: { performer: { genres: ['House'] } } });
    expect(wizardValuesFrom(draft)).toMatchObject({ age: '2', answers: { performer: { genres: ['House'] } } });
    expect(wizardDraftSchema.safeParse({ age: 'x'.repeat(11) }).success).toBe(false);
    expect(wizardDraftSchema.safeParse({ answers: { astronaut: {} } }).success).toBe(false);
    expect(wizardDraftSchema.safeParse({ status: 'booked' }).success).toBe(false);
    expect(wizardDraftSchema.safeParse({ answers: { ops: { note: 'x'.repeat(5001) } } }).success).toBe(false);
  });
});
