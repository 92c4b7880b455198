import { APIError } from 'better-auth/api';
import { describeUserAgent } from '@shared/account-schemas';
import { API_ERROR_CODES } from '@shared/api-error';
import type { SessionUser } from '../../app-env';
import { type Auth, WRONG_PASSWORD_MESSAGE } from './better-auth';
import type { Database } from '../../db/database';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { AccountMail } from '../email/account-mail.service';
import { findRolesOfUser, lockAdminRoles } from '../team/team.repo';
import { endPendingChanges } from './account-links.repo';
import type { AccountExportDto, AccountSessionDto } from './account-settings.dto';
import {
  deleteAccountRows,
  findSessionTokenOfUser,
  listSessionsOfUser,
  lockUser,
  readAccountData,
} from './account-settings.repo';

export const LAST_ADMIN_MESSAGE = 'You are the last admin. Make someone else an admin before you delete your account.';
export const CURRENT_SESSION_MESSAGE = 'This is the session you are using. Sign out instead.';
export const SESSION_NOT_FOUND = 'Session not found';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

type SessionRow = Awaited<ReturnType<typeof listSessionsOfUser>>[number];
const toSession = (row: SessionRow) => ({
  id: row.id,
  device: describeUserAgent(row.userAgent),
  ipAddress: row.ipAddress,
  signedInAt: row.createdAt.toISOString(),
  lastActiveAt: row.updatedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

// D25: the account's own settings. The password check and ending sessions go through the auth
// library's own endpoints (server-side calls with the caller's headers), so whatever it does
// around them applies here too.
export function createAccountSettingsService(
  db: Database,
  auth: Auth,
  options: {
    appName: string;
    mail: AccountMail;
    // D33: the person's images in the export (the media module signs the links to the originals).
    mediaExport: (userId: string) => Promise<AccountExportDto['media']>;
    // D35: the person's conversations with the team.
    conversationsExport: (userId: string) => Promise<AccountExportDto['conversations']>;
  },
) {
  async function verifyPassword(headers: Headers, password: string): Promise<void> {
    try {
      await auth.api.verifyPassword({ body: { password }, headers });
    } catch (error) {
      if (error instanceof APIError && error.statusCode === 400) {
        throw new AppError(400, 'INVALID_PASSWORD', WRONG_PASSWORD_MESSAGE, [
          { path: 'password', message: WRONG_PASSWORD_MESSAGE },
        ]);
      }
      throw error;
    }
  }

  return {
    async sessions(userId: string, currentSessionId: string | null): Promise<AccountSessionDto[]> {
      const rows = await listSessionsOfUser(db, userId);
      return rows.map((row) => ({ ...toSession(row), current: row.id === currentSessionId }));
    },

    // Ends one of the account's other sessions: its device is signed out at its next request.
    async endSession(user: SessionUser, currentSessionId: string | null, sessionId: string, headers: Headers) {
      if (sessionId === currentSessionId) throw badRequest(CURRENT_SESSION_MESSAGE);
      const token = await findSessionTokenOfUser(db, user.id, sessionId);
      if (!token) throw notFound(SESSION_NOT_FOUND);
      await auth.api.revokeSession({ body: { token }, headers });
    },

    // Issue 40: signing every other device out is how a person takes their account back, so
    // every link, feed and alert link made before ends with them.
    async endOtherSessions(user: SessionUser, headers: Headers): Promise<void> {
      await auth.api.revokeOtherSessions({ headers });
      await endPendingChanges(db, user.id);
    },

    async exportData(userId: string): Promise<AccountExportDto> {
      const data = await readAccountData(db, userId);
      if (!data.account) throw notFound('Account not found');
      // The search text is the database's own copy of what the export already holds; the alert
      // link key signs links, it is nobody's data.
      const {
        userId: _link,
        id: _id,
        talentDocument: _search,
        alertLinkKey: _key,
        ...profile
      } = data.person ?? {
        userId: null,
        id: null,
        talentDocument: null,
        alertLinkKey: null,
      };
      return {
        exportedAt: new Date().toISOString(),
        product: options.appName,
        account: {
          id: data.account.id,
          name: data.account.name,
          email: data.account.email,
          emailConfirmed: data.account.emailVerified,
          createdAt: data.account.createdAt.toISOString(),
        },
        profile: data.person ? profile : null,
        teamRoles: await findRolesOfUser(db, userId),
        trackApplications: data.trackApplications,
        trackApplicationDraft: data.draft
          ? { values: data.draft.values, savedAt: data.draft.updatedAt.toISOString() }
          : null,
        opportunityApplications: data.opportunityApplicationRows,
        messagesToTheTeam: data.messages.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() })),
        sessions: data.sessions.map(toSession),
        emails: data.emails.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: iso(row.sentAt),
        })),
        jobAlerts: data.alerts.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        invitations: data.invitationRows.map((row) => ({
          ...row,
          invitedAt: row.invitedAt.toISOString(),
          answeredAt: iso(row.answeredAt),
        })),
        media: await options.mediaExport(userId),
        conversations: await options.conversationsExport(userId),
      };
    },

    // D25: the account and everything it held go; the staff's notes and log about the person
    // stay with the name read as 'Deleted user'. The last admin cannot leave: the admin grants
    // are locked first, so two admins deleting themselves at once cannot both pass.
    async deleteAccount(user: SessionUser, password: string, headers: Headers): Promise<void> {
      await verifyPassword(headers, password);
      await db.transaction(async (tx) => {
        const admins = await lockAdminRoles(tx);
        // Deleted meanwhile by another request of the same account: nothing more to do.
        if (!(await lockUser(tx, user.id))) return;
        const roles = await findRolesOfUser(tx, user.id);
        if (roles.includes('admin') && admins.length <= 1) {
          throw new AppError(409, API_ERROR_CODES.conflict, LAST_ADMIN_MESSAGE);
        }
        await deleteAccountRows(tx, user.id, user.email);
        await options.mail.accountDeleted(tx, { email: user.email, name: user.name });
      });
    },
  };
}

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
