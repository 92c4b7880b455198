import { z } from 'zod';
import { notFound } from '../../lib/app-error';

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found';
const idSchema = z.uuid();

// spec §2: a missing, unknown or malformed id is the same "Opportunity not found" (404),
// never a database error.
export function opportunityIdOrNotFound(raw: string | undefined): string {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw notFound(OPPORTUNITY_NOT_FOUND);
  return parsed.data.toLowerCase();
}

export function isUuid(raw: string): boolean {
  return idSchema.safeParse(raw).success;
}
