import { z } from './zod';

// Every row id of the product's own tables is a UUID; a malformed id is simply not found.
export const uuidSchema = z.uuid('Not a valid id');

export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}
