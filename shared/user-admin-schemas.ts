import { z } from './zod';
import { calendarDayField, RANGE_ORDER_MESSAGE, rangeInOrder, sortDirectionField } from './admin-list-schemas';
import { PERSON_RANKS, PERSON_STATUSES } from './domain-values';
import { pageQuerySchema } from './pagination';

// Issue 19: the columns the users table sorts by, each walking an index.
export const USER_SORTS = ['joined', 'name', 'xp'] as const;

// spec §2 /admin/users: search (name, email, city, school), status filter, rank filter. Issue
// 19: a city filter, the day joined (from, to) and a sort.
export const usersFilterShape = {
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z.enum(PERSON_STATUSES, 'Unknown status').optional(),
  rank: z.enum(PERSON_RANKS, 'Unknown rank').optional(),
  city: z.string().trim().max(200, 'City is too long').optional(),
  from: calendarDayField,
  to: calendarDayField,
  sort: z.enum(USER_SORTS, 'Unknown sort').default('joined'),
  dir: sortDirectionField,
};
export const usersFilterSchema = z
  .object(usersFilterShape)
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type UsersFilter = z.output<typeof usersFilterSchema>;

export const usersQuerySchema = pageQuerySchema
  .extend(usersFilterShape)
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
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
