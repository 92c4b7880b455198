import type { Track } from '@shared/domain-values';
import {
  aboutYouSchema,
  targetMarketsSchema,
  trackApplicationSchema,
  trackChoiceSchema,
  trackDetailsMessages,
} from '@shared/track-application-schema';
import { joinIssueMessages, schemaMessage } from '../../../lib/validation-message';
import { toSubmission, type WizardValues, wizardAge } from './wizard-values';

// spec §5 onboarding wizard: the check of each step, with the shared schemas the server
// uses (D14). The message for the step's alert, or null when the step may be left.
export function checkStep(step: number, values: WizardValues): string | null {
  const age = wizardAge(values);
  switch (step) {
    case 1: {
      const result = aboutYouSchema.safeParse({ ...values, age });
      return result.success ? null : schemaMessage(result.error);
    }
    case 2: {
      const result = trackChoiceSchema(age).safeParse(values.track);
      return result.success ? null : schemaMessage(result.error);
    }
    case 3: {
      const messages = trackDetailsMessages(values.track as Track, age, values.answers[values.track as Track]);
      return messages.length > 0 ? joinIssueMessages(messages) : null;
    }
    default: {
      const result = targetMarketsSchema.safeParse(values);
      return result.success ? null : schemaMessage(result.error);
    }
  }
}

// The whole submission, checked once more as the server will check it.
export function parseSubmission(values: WizardValues) {
  const result = trackApplicationSchema.safeParse(toSubmission(values));
  return result.success
    ? ({ ok: true, submission: result.data } as const)
    : ({ ok: false, message: schemaMessage(result.error) } as const);
}
