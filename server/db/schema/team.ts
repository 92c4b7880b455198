import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@shared/domain-values';
import { user } from './auth';
import { enumCheck } from './enum-check';

// spec §3 user_roles: admin and reviewer grants.
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('user_roles_role_check', t.role, TEAM_ROLES),
    unique('user_roles_user_role_unique').on(t.userId, t.role),
    index('user_roles_role_idx').on(t.role, t.createdAt.desc()),
  ],
);
