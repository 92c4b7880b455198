import { z } from './zod';
import { opportunityFiltersSchema } from './opportunity-filters';

// D24: a person keeps at most this many alerts.
export const MAX_JOB_ALERTS = 10;
export const JOB_ALERT_NAME_MAX_LENGTH = 100;
export const TOO_MANY_ALERTS_MESSAGE = `You can keep at most ${MAX_JOB_ALERTS} alerts: delete one first`;

const nameField = z
  .string('Name your alert')
  .trim()
  .min(1, 'Name your alert')
  .max(JOB_ALERT_NAME_MAX_LENGTH, `Alert name must be at most ${JOB_ALERT_NAME_MAX_LENGTH} characters`);

// The list's filters as the list page keeps them in its address (search, type, city, tags,
// dates); its order is not part of an alert.
export const jobAlertSchema = z.object({ name: nameField, filters: opportunityFiltersSchema }).strict();
export type JobAlertInput = z.input<typeof jobAlertSchema>;

export const renameJobAlertSchema = z.object({ name: nameField }).strict();
