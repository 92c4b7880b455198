import type { AddTeamMember, ChangeTeamRole } from '@shared/team-schemas';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import { TEAM_ENTITY_TYPE } from '../activity/activity-access';
import { recordActivity } from '../activity/activity.repo';
import { findUserByEmail } from '../accounts/accounts.repo';
import { USER_NOT_FOUND_MESSAGE } from '../accounts/accounts.service';
import type { TeamMemberDto } from './team.dto';
import { deleteRole, insertRole, listTeamMembers, lockAdminRoles, lockRole, setRole } from './team.repo';

export const EMAIL_NOT_CONFIRMED_CODE = 'EMAIL_NOT_CONFIRMED';
// Issue 41: said as it is, with the link offered beside it (the dialog's Send confirmation link).
export const EMAIL_NOT_CONFIRMED_MESSAGE = 'This person has not confirmed their email yet';

const roleExists = () => new AppError(409, 'ROLE_EXISTS', 'This user already has this role');
const lastAdmin = () =>
  new AppError(409, 'LAST_ADMIN', 'The team needs at least one admin. Add another admin before removing this one.');
const notConfirmed = () => new AppError(409, EMAIL_NOT_CONFIRMED_CODE, EMAIL_NOT_CONFIRMED_MESSAGE);

export function createTeamService(db: Database) {
  return {
    list: (): Promise<TeamMemberDto[]> => listTeamMembers(db),

    // spec §5/§8 team add: the person must have an account; a role is granted once.
    async add(input: AddTeamMember, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await findUserByEmail(tx, input.email);
        if (!found) throw notFound(USER_NOT_FOUND_MESSAGE);
        // D30: a role goes only to an address its owner has confirmed (anyone can register any
        // address while confirmation is optional).
        if (!found.emailVerified) throw notConfirmed();
        try {
          await insertRole(tx, found.id, input.role);
        } catch (error) {
          if (isUniqueViolation(error)) throw roleExists();
          throw error;
        }
        await recordActivity(tx, {
          userId: actorId,
          actionType: 'add_team_member',
          entityType: TEAM_ENTITY_TYPE,
          entityId: found.id,
          details: { role: input.role, email: input.email },
        });
      });
    },

    // The team always keeps an admin: the last admin role cannot be removed, even by two
    // admins removing each other at the same moment. Every removal locks the admin grants
    // first, in one order, and only then its own row: two removals never wait on each other
    // in a circle (locking the own row first deadlocked, answering 500).
    async remove(roleId: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const admins = await lockAdminRoles(tx);
        const role = await lockRole(tx, roleId);
        if (!role) throw notFound('Team member not found');
        if (role.role === 'admin' && admins.length <= 1) throw lastAdmin();
        await deleteRole(tx, roleId);
        await recordActivity(tx, {
          userId: actorId,
          actionType: 'remove_team_member',
          entityType: TEAM_ENTITY_TYPE,
          entityId: role.user_id,
          details: { role: role.role },
        });
      });
    },

    // Issue 41: a role changed in place (/admin/team), under remove's rules and add's: the team
    // keeps an admin (locked in the same order as a removal), and a role goes only to a
    // confirmed address (D30). Logged as a grant of the new role that names the one it replaced.
    async changeRole(roleId: string, input: ChangeTeamRole, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const admins = await lockAdminRoles(tx);
        const role = await lockRole(tx, roleId);
        if (!role) throw notFound('Team member not found');
        if (role.role === input.role) return;
        if (role.role === 'admin' && admins.length <= 1) throw lastAdmin();
        if (!role.email_verified) throw notConfirmed();
        try {
          await setRole(tx, roleId, input.role);
        } catch (error) {
          if (isUniqueViolation(error)) throw roleExists();
          throw error;
        }
        await recordActivity(tx, {
          userId: actorId,
          actionType: 'add_team_member',
          entityType: TEAM_ENTITY_TYPE,
          entityId: role.user_id,
          details: { role: input.role, previousRole: role.role, email: role.email },
        });
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
