import { z } from './zod';
import { PERSON_RANKS, PERSON_STATUSES } from './domain-values';
import { pageQuerySchema } from './pagination';

// spec §2 /admin/users: search (name, email, city, school), status filter, rank filter.
export const usersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z.enum(PERSON_STATUSES, 'Unknown status').optional(),
  rank: z.enum(PERSON_RANKS, 'Unknown rank').optional(),
});
export type UsersQuery = z.output<typeof usersQuerySchema>;

// D13: admins set a person's status and rank.
export const personStandingSchema = z
  .object({
    status: z.enum(PERSON_STATUSES, 'Unknown status').optional(),
    rank: z.enum(PERSON_RANKS, 'Unknown rank').optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.rank !== undefined, 'Choose a status or a rank');
export type PersonStandingInput = z.input<typeof personStandingSchema>;

// Ranks from verified up count as "Verified+" (spec §2 stat card).
export const VERIFIED_PLUS_RANKS = PERSON_RANKS.filter((rank) => rank !== 'member');
