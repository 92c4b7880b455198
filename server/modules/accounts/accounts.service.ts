import { hasProfile } from '@shared/person-profile';
import type { SessionUser } from '../../app-env';
import { type Auth, SESSION_ABSOLUTE_SECONDS } from '../../auth';
import type { Database } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { findPersonByUserId } from '../people/people.repo';
import { findRolesOfUser, grantRole } from '../team/team.repo';
import { personHasTrackApplication } from '../track-applications/track-applications.repo';
import type { SessionSummaryDto } from './accounts.dto';
import { findUserByEmail, markEmailVerified } from './accounts.repo';

export function createAccountsService(db: Database, auth: Auth, logger: Logger) {
  return {
    async sessionSummary(user: SessionUser | null): Promise<SessionSummaryDto> {
      if (!user) return { user: null, person: null, roles: [], hasTrackApplication: false };
      const [person, roles] = await Promise.all([findPersonByUserId(db, user.id), findRolesOfUser(db, user.id)]);
      return {
        user,
        person: person ? { id: person.id, name: person.name, hasProfile: hasProfile(person) } : null,
        roles,
        hasTrackApplication: person ? await personHasTrackApplication(db, person.id) : false,
      };
    },

    // D4: ADMIN_EMAIL / ADMIN_PASSWORD create that account on start (if missing) and grant it
    // the admin role. An existing account keeps its password.
    async ensureBootstrapAdmin(admin: { email: string; password: string }): Promise<void> {
      let existing = await findUserByEmail(db, admin.email);
      if (!existing) {
        try {
          await auth.api.signUpEmail({ body: { name: 'Admin', email: admin.email, password: admin.password } });
          logger.info(`Created the admin account ${admin.email}`);
        } catch (error) {
          // Several servers starting at once on one database: another one created it first.
          if (!(await findUserByEmail(db, admin.email))) throw error;
        }
        existing = await findUserByEmail(db, admin.email);
        if (!existing) throw new Error(`Could not create the admin account ${admin.email}`);
      }
      if (!existing.emailVerified) await markEmailVerified(db, existing.id);
      await grantRole(db, existing.id, 'admin');
    },

    rolesOf: (userId: string) => findRolesOfUser(db, userId),

    // Is the session behind these request headers still valid (not signed out, revoked or
    // expired, D2)? For long-lived connections that outlast the request that opened them.
    async sessionUserId(headers: Headers): Promise<string | null> {
      const found = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      if (!found) return null;
      const ageSeconds = (Date.now() - new Date(found.session.createdAt).getTime()) / 1000;
      return ageSeconds > SESSION_ABSOLUTE_SECONDS ? null : found.user.id;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
