import { sql } from 'drizzle-orm';
import type { TeamRole } from '@shared/domain-values';
import { type Executor, queryRows } from '../../db/database';

export type StoredSession = {
  sessionId: string;
  expiresAt: Date;
  createdAt: Date;
  user: { id: string; name: string; email: string; emailVerified: boolean };
  roles: TeamRole[];
};

type Row = {
  session_id: string;
  expires_at_ms: number;
  created_at_ms: number;
  user_id: string;
  name: string;
  email: string;
  email_verified: boolean;
  roles: TeamRole[];
};

// A session by its token, with its account and the account's roles, in one round trip
// (docs/decisions/130): what the auth library reads in two, and the role guard in a third.
export async function findStoredSession(executor: Executor, token: string): Promise<StoredSession | undefined> {
  const [row] = await queryRows<Row>(
    executor,
    sql`select s.id as session_id, u.id as user_id, u.name, u.email, u.email_verified,
        -- As milliseconds: a raw read gives timestamps as text.
        (extract(epoch from s.expires_at) * 1000)::float8 as expires_at_ms,
        (extract(epoch from s.created_at) * 1000)::float8 as created_at_ms,
        array(select r.role from user_roles r where r.user_id = u.id order by r.role) as roles
      from session s join "user" u on u.id = s.user_id
      where s.token = ${token}`,
  );
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    expiresAt: new Date(row.expires_at_ms),
    createdAt: new Date(row.created_at_ms),
    user: { id: row.user_id, name: row.name, email: row.email, emailVerified: row.email_verified },
    roles: row.roles,
  };
}
