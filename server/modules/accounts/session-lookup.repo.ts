import { eq, sql } from 'drizzle-orm';
import type { TeamRole } from '@shared/domain-values';
import type { Database } from '../../db/database';
import { session, user } from '../../db/schema/auth';
import { userRoles } from '../../db/schema/team';

export type StoredSession = {
  sessionId: string;
  expiresAt: Date;
  createdAt: Date;
  user: { id: string; name: string; email: string; emailVerified: boolean };
  roles: TeamRole[];
};

// A session by its token, with its account and the account's roles, in one round trip
// (docs/decisions/130): what the auth library reads in two, and the role guard in a third. It
// runs on every request that carries a session cookie, so it is a prepared statement, planned
// once per connection (docs/decisions/015): planning it took five times as long as running it.
export function prepareSessionLookup(db: Database) {
  const byToken = db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      createdAt: session.createdAt,
      userId: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      roles: sql<TeamRole[]>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${user.id}
        order by ${userRoles.role})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('session_by_token');

  return {
    async find(token: string): Promise<StoredSession | undefined> {
      const [row] = await byToken.execute({ token });
      if (!row) return undefined;
      return {
        sessionId: row.sessionId,
        expiresAt: row.expiresAt,
        createdAt: row.createdAt,
        user: { id: row.userId, name: row.name, email: row.email, emailVerified: row.emailVerified },
        roles: row.roles,
      };
    },
  };
}
export type SessionLookup = ReturnType<typeof prepareSessionLookup>;
