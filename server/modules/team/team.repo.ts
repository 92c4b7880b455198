import { desc, eq, sql } from 'drizzle-orm';
import type { TeamRole } from '@shared/domain-values';
import { type Executor, queryRows } from '../../db/database';
import { user } from '../../db/schema/auth';
import { people } from '../../db/schema/people';
import { userRoles } from '../../db/schema/team';
import type { TeamMemberDto } from './team.dto';

export async function findRolesOfUser(executor: Executor, userId: string): Promise<TeamRole[]> {
  const rows = await executor.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role as TeamRole);
}

// Whether the role was granted now (false: the user held it already).
export async function grantRole(executor: Executor, userId: string, role: TeamRole): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`insert into user_roles (user_id, role) values (${userId}, ${role})
        on conflict (user_id, role) do nothing returning id`,
  );
  return rows.length > 0;
}

// spec §7 admin team: roles newest first, with the member's person details.
export async function listTeamMembers(executor: Executor): Promise<TeamMemberDto[]> {
  const rows = await executor
    .select({
      id: userRoles.id,
      userId: userRoles.userId,
      role: userRoles.role,
      email: user.email,
      emailVerified: user.emailVerified,
      accountName: user.name,
      name: people.name,
      phone: people.phone,
      city: people.city,
      createdAt: userRoles.createdAt,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(people, eq(people.userId, userRoles.userId))
    .orderBy(desc(userRoles.createdAt), desc(userRoles.id));
  return rows.map(({ accountName, ...row }) => ({
    ...row,
    role: row.role as TeamRole,
    name: row.name ?? accountName,
    createdAt: row.createdAt.toISOString(),
  }));
}

// Fails with a unique violation when the user already holds the role.
export async function insertRole(executor: Executor, userId: string, role: TeamRole) {
  const [row] = await executor.insert(userRoles).values({ userId, role }).returning();
  return row;
}

// Locks the role row, so two removals of the same grant or of the last admins serialise. With
// whether its account's address is confirmed (D30, for a change to another role).
export async function lockRole(executor: Executor, roleId: string) {
  const [row] = await queryRows<{
    id: string;
    user_id: string;
    role: TeamRole;
    email: string;
    email_verified: boolean;
  }>(
    executor,
    sql`select r.id, r.user_id, r.role, u.email, u.email_verified
      from user_roles r join "user" u on u.id = r.user_id
      where r.id = ${roleId} for update of r`,
  );
  return row;
}

// Fails with a unique violation when the user already holds the new role.
export async function setRole(executor: Executor, roleId: string, role: TeamRole): Promise<void> {
  await executor.update(userRoles).set({ role }).where(eq(userRoles.id, roleId));
}

export async function lockAdminRoles(executor: Executor): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`select id from user_roles where role = 'admin' order by id for update`,
  );
  return rows.map((row) => row.id);
}

export async function deleteRole(executor: Executor, roleId: string): Promise<void> {
  await executor.delete(userRoles).where(eq(userRoles.id, roleId));
}
