import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { applications } from '../../db/schema/track-applications';

// spec §7 routing decision after sign-in: does the person hold a (current) track application?
export async function personHasTrackApplication(executor: Executor, personId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.personId, personId), isNull(applications.supersededAt)))
    .limit(1);
  return rows.length > 0;
}
