import { sql } from 'drizzle-orm';
import { opportunities } from '../../db/schema/opportunities';

// D22: an event's day has passed once it is over everywhere on Earth (UTC−12, "anywhere on
// Earth"): a night out dated today stays listed through the night in every US time zone, and
// leaves the next morning (docs/decisions/098).
export const eventToday = sql`(now() at time zone 'Etc/GMT+12')::date`;

// spec §4 and D22: what the public sees — open, and not past (undated ones never pass). Written
// without OR: most open opportunities are upcoming, and an OR made the planner scan the date
// index twice to intersect with every other condition.
export const isListed = sql`${opportunities.status} = 'open' and coalesce(${opportunities.date}, 'infinity'::date) >= ${eventToday}`;

// D22: admins see an open opportunity whose day has passed marked as past.
export const isPast = sql<boolean>`coalesce(${opportunities.date} < ${eventToday}, false)`;
