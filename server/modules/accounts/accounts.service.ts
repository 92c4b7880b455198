import { hasProfile } from '@shared/person-profile';
import type { SessionUser } from '../../app-env';
import type { TeamRole } from '@shared/domain-values';
import { type Auth, SESSION_ABSOLUTE_SECONDS } from './better-auth';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { findRolesOfUser, grantRole } from '../team/team.repo';
import type { KnownDeviceDto, SessionSummaryDto } from './accounts.dto';
import { deviceHash } from './device-id';
import { isDeviceOfAnyAccount } from './known-devices.repo';
import {
  findPasswordHash,
  findSessionPerson,
  findUserByEmail,
  isBootstrapAdmin,
  markEmailVerified,
  recordBootstrapAdmin,
} from './accounts.repo';

// spec §8 team add: the words for an address without an account.
export const USER_NOT_FOUND_MESSAGE = 'User not found. They need to create an account first.';

function bootstrapRefusal(email: string): string {
  return [
    `ADMIN_EMAIL ${email} already belongs to an account that start-up did not create, and its password is not ADMIN_PASSWORD.`,
    'It is not made an admin: anyone can register an address (D30).',
    "If it is yours, set ADMIN_PASSWORD to that account's password (or reset it by email first);",
    'otherwise choose another ADMIN_EMAIL, or remove ADMIN_EMAIL and ADMIN_PASSWORD.',
  ].join(' ');
}

export function createAccountsService(db: Database, auth: Auth, logger: Logger) {
  return {
    // `rolesOfSession`: the roles read with the session on this request, when they were
    // (middleware/session.ts); otherwise read here.
    async sessionSummary(user: SessionUser | null, rolesOfSession?: TeamRole[]): Promise<SessionSummaryDto> {
      if (!user) return { user: null, person: null, roles: [], hasTrackApplication: false };
      const [person, roles] = await Promise.all([
        findSessionPerson(db, user.id),
        rolesOfSession ?? findRolesOfUser(db, user.id),
      ]);
      return {
        user,
        person: person ? { id: person.id, name: person.name, hasProfile: hasProfile(person) } : null,
        roles,
        hasTrackApplication: person?.hasTrackApplication ?? false,
      };
    },

    // D4/D30: ADMIN_EMAIL / ADMIN_PASSWORD create that account on start (if missing) and make it
    // an admin. An account the bootstrap did not create is made an admin only when its password
    // is ADMIN_PASSWORD (anyone may have registered the address); otherwise start-up stops.
    async ensureBootstrapAdmin(admin: { email: string; password: string }): Promise<void> {
      let existing = await findUserByEmail(db, admin.email);
      let createdNow = false;
      if (!existing) {
        try {
          await auth.api.signUpEmail({ body: { name: 'Admin', email: admin.email, password: admin.password } });
          createdNow = true;
        } catch (error) {
          // Several servers starting at once on one database: another one created it first
          // (with ADMIN_PASSWORD, which the check below then finds).
          if (!(await findUserByEmail(db, admin.email))) throw error;
        }
        existing = await findUserByEmail(db, admin.email);
        if (!existing) throw new Error(`Could not create the admin account ${admin.email}`);
      }
      if (!createdNow && !(await isBootstrapAdmin(db, existing.id))) {
        const hash = await findPasswordHash(db, existing.id);
        const context = await auth.$context;
        const proven = hash !== undefined && (await context.password.verify({ hash, password: admin.password }));
        if (!proven) throw new Error(bootstrapRefusal(admin.email));
      }
      await db.transaction(async (tx) => {
        await recordBootstrapAdmin(tx, existing.id, admin.email);
        // The configuration vouches for the address (D30: roles go to confirmed addresses).
        if (!existing.emailVerified) await markEmailVerified(tx, existing.id);
        if (await grantRole(tx, existing.id, 'admin')) {
          logger.info(
            createdNow
              ? `Created the admin account ${admin.email} (ADMIN_EMAIL) and made it an admin`
              : `Made the existing account ${admin.email} (ADMIN_EMAIL) an admin: its password is ADMIN_PASSWORD`,
          );
        }
      });
    },

    // Issue 18 (finding 2): the team page sends a member's unconfirmed address its link again.
    async sendConfirmationLink(email: string): Promise<void> {
      const found = await findUserByEmail(db, email);
      if (!found) throw notFound(USER_NOT_FOUND_MESSAGE);
      if (found.emailVerified) throw conflict('This email address is already confirmed.');
      await auth.api.sendVerificationEmail({ body: { email } });
    },

    // Decision 155: a browser that signed up, signed in or set a password through an emailed link
    // (decision 100) belongs to someone with an account: /auth offers them Sign in first.
    async knownDevice(deviceId: string | undefined): Promise<KnownDeviceDto> {
      return { known: deviceId !== undefined && (await isDeviceOfAnyAccount(db, deviceHash(deviceId))) };
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
