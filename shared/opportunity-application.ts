import { z } from './zod';
import { COVER_LETTER_MAX_LENGTH, CREATIVE_FIELD_MAX_LENGTH, PERFORMED_LIVE_MAX_LENGTH } from './limits';

// spec §5 applying to an opportunity. The form and the server pick the schema with the same
// rule and parse with the same schema (D14).

import { isCreativeOpportunity } from './creative-opportunity';

export { isCreativeOpportunity };

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

function creativeAnswer(label: string, max: number) {
  return z
    .string(REQUIRED_FIELDS_MESSAGE)
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `${label} must be at most ${max} characters`);
}

export const creativeApplicationSchema = z
  .object({
    applicationData: z.object(
      {
        artistName: creativeAnswer('Artist name', CREATIVE_FIELD_MAX_LENGTH),
        instagramHandle: creativeAnswer('Instagram handle', CREATIVE_FIELD_MAX_LENGTH),
        ticketSales: creativeAnswer('Ticket sales', CREATIVE_FIELD_MAX_LENGTH),
        performedLive: creativeAnswer('Performed live', PERFORMED_LIVE_MAX_LENGTH),
      },
      REQUIRED_FIELDS_MESSAGE,
    ),
  })
  .transform(({ applicationData }) => ({ coverLetter: null, applicationData }));

export const coverLetterApplicationSchema = z
  .object({
    // Counted as typed (the form's counter shows the same number), stored trimmed.
    coverLetter: z
      .string('The cover letter must be text')
      .max(COVER_LETTER_MAX_LENGTH, `Cover letter must be at most ${COVER_LETTER_MAX_LENGTH} characters`)
      .nullish(),
  })
  .transform(({ coverLetter }) => ({ coverLetter: coverLetter?.trim() || null, applicationData: null }));

export type CreativeApplicationInput = z.input<typeof creativeApplicationSchema>;
export type CoverLetterApplicationInput = z.input<typeof coverLetterApplicationSchema>;
export type OpportunityApplicationValues = {
  coverLetter: string | null;
  applicationData: z.output<typeof creativeApplicationSchema>['applicationData'] | null;
};

export function applicationSchemaFor(opportunity: { opportunityType: string; title: string }) {
  return isCreativeOpportunity(opportunity) ? creativeApplicationSchema : coverLetterApplicationSchema;
}
