import { z } from './zod';

// spec §7/§9 activity log: the latest entries (10 by default, 5 on the application page),
// optionally filtered to one entity.
export const ACTIVITY_FEED_LIMIT = 10;
export const APPLICATION_ACTIVITY_LIMIT = 5;
export const ACTIVITY_MAX_LIMIT = 50;

export const activityQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(ACTIVITY_MAX_LIMIT, `Limit must be at most ${ACTIVITY_MAX_LIMIT}`)
      .default(ACTIVITY_FEED_LIMIT),
    entityType: z.string().trim().min(1).max(50, 'Unknown entity type').optional(),
    entityId: z.string().trim().min(1).max(100, 'Unknown entity').optional(),
  })
  .refine((query) => (query.entityType === undefined) === (query.entityId === undefined), {
    message: 'Filter by both an entity type and an entity id, or neither',
  });
export type ActivityQuery = z.output<typeof activityQuerySchema>;
