import { REQUIRED_FIELDS_MESSAGE, SELECT_TRACK_MESSAGE } from '@shared/track-application-schema';
import type { StepIssue } from '@shared/track-application-draft';
import { invalidFieldsMessage } from '../../../lib/form-errors';

// The error shown under one field of the wizard: the step's problem with that field, in words
// that name it ('Age is required' rather than the step's 'Please fill in all required fields').
export type FieldErrorOf = (field: string, label: string) => string | undefined;

function underField(issue: StepIssue, label: string): string {
  if (issue.message === REQUIRED_FIELDS_MESSAGE) return `${label} is required`;
  if (issue.message === SELECT_TRACK_MESSAGE) return 'Choose one of the tracks';
  return issue.message;
}

export function fieldErrorsOf(issues: readonly StepIssue[]): FieldErrorOf {
  return (field, label) => {
    const issue = issues.find((candidate) => candidate.field === field);
    return issue ? underField(issue, label) : undefined;
  };
}

// The fields each step shows (the form's names).
const STEP_FIELDS: Record<number, (field: string) => boolean> = {
  1: (field) => ['age', 'city', 'state', 'travelRadius'].includes(field),
  2: (field) => field === 'track',
  3: (field) => field.startsWith('answers.'),
  4: (field) => ['targetMarkets', 'targetCity', 'consent'].includes(field),
};

// Issue 41 (docs/decisions/156): the alert beside the button says each problem once. A message
// already said word for word under a field of this step is not repeated there: the alert then
// says how many fields to correct. The spec's step messages ('Please fill in all required
// fields', 'Please select a track') stay, since the fields name themselves in other words; so do
// problems of the step as a whole (the track's age) and of fields on other steps.
export function stepAlertOf(step: number, issues: readonly StepIssue[]): string | null {
  if (issues.length === 0) return null;
  const shown = (issue: StepIssue) =>
    issue.field !== null && STEP_FIELDS[step]?.(issue.field) === true && underField(issue, '') === issue.message;
  const rest = [...new Set(issues.filter((issue) => !shown(issue)).map((issue) => issue.message))];
  if (rest.length > 0) return rest.join(', ');
  return invalidFieldsMessage(new Set(issues.map((issue) => issue.field)).size);
}
