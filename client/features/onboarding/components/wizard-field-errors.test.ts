import { describe, expect, it } from 'vitest';
import { emptyWizardValues, stepIssues, type WizardValues } from '@shared/track-application-draft';
import { stepAlertOf } from './wizard-field-errors';

const values = (change: Partial<WizardValues>): WizardValues => ({
  ...emptyWizardValues(),
  age: '24',
  city: 'Dallas',
  state: 'TX',
  ...change,
});

// Issue 41: the wizard's alert says each problem once (docs/decisions/156).
describe('the alert beside the wizard’s button', () => {
  it('keeps the spec’s step messages, which the fields say in their own words', () => {
    expect(stepAlertOf(1, stepIssues(1, emptyWizardValues()))).toBe('Please fill in all required fields');
    expect(stepAlertOf(2, stepIssues(2, values({ track: '' })))).toBe('Please select a track');
  });

  it('says a problem of the step as a whole, which no field shows', () => {
    expect(stepAlertOf(3, stepIssues(3, values({ age: '16', track: 'creator' })))).toBe(
      'Creator track requires age 18+',
    );
  });

  it('counts the fields instead of repeating what is said under them', () => {
    const empty = emptyWizardValues().answers;
    const team = values({ track: 'team', answers: { ...empty, team: { resumeLink: 'not a link' } } });
    expect(stepAlertOf(3, stepIssues(3, team))).toBe('Please correct the highlighted field and try again.');
    const ambassador = values({
      track: 'ambassador',
      answers: { ...empty, ambassador: { school: '', gradYear: '27' } },
    });
    expect(stepIssues(3, ambassador).length).toBeGreaterThan(1);
    expect(stepAlertOf(3, stepIssues(3, ambassador))).toMatch(/^Please correct the \d highlighted fields/);
  });

  it('says nothing when the step may be left', () => {
    expect(stepAlertOf(1, stepIssues(1, values({})))).toBeNull();
  });
});
