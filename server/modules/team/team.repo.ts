import { eq, sql } from 'drizzle-orm';
import type { TeamRole } from '@shared/domain-values';
import type { Executor } from '../../db/database';
import { userRoles } from '../../db/schema/team';

export async function findRolesOfUser(executor: Executor, userId: string): Promise<TeamRole[]> {
  const rows = await executor.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role as TeamRole);
}

export async function grantRole(executor: Executor, userId: string, role: TeamRole): Promise<void> {
  await executor.execute(sql`
    insert into user_roles (user_id, role) values (${userId}, ${role})
    on conflict (user_id, role) do nothing
  `);
}
