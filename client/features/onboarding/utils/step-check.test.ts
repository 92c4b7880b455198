import { describe, expect, it } from 'vitest';
import { checkStep, parseSubmission } from './step-check';
import { emptyWizardValues, type WizardValues } from './wizard-values';

const filled = (): WizardValues => ({
  ...emptyWizardValues(),
  age: '17',
  city: 'Dallas',
  state: 'tx',
  track: 'ambassador',
  answers: {
    ...emptyWizardValues().answers,
    ambassador: { school: 'Lincoln High', gradYear: '2027', greekAffiliation: '' },
    team: { resumeLink: 'https://example.com/cv' },
  },
  targetMarkets: ['Dallas'],
  consent: true,
});

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
});
