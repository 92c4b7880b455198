import { REQUIRED_FIELDS_MESSAGE, SELECT_TRACK_MESSAGE } from '@shared/track-application-schema';
import type { StepIssue } from '@shared/track-application-draft';

// The error shown under one field of the wizard: the step's problem with that field, in words
// that name it ('Age is required' rather than the step's 'Please fill in all required fields').
export type FieldErrorOf = (field: string, label: string) => string | undefined;

export function fieldErrorsOf(issues: readonly StepIssue[]): FieldErrorOf {
  return (field, label) => {
    const issue = issues.find((candidate) => candidate.field === field);
    if (!issue) return undefined;
    if (issue.message === REQUIRED_FIELDS_MESSAGE) return `${label} is required`;
    if (issue.message === SELECT_TRACK_MESSAGE) return 'Choose one of the tracks';
    return issue.message;
  };
}
