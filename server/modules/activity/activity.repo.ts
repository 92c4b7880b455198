import type { ActivityAction } from '@shared/domain-values';
import type { Executor } from '../../db/database';
import { activityLog } from '../../db/schema/back-office';

export type ActivityEntry = {
  userId: string | null;
  actionType: ActivityAction;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
};

// spec §7 activity log: written in the same transaction as the change it describes.
export async function recordActivity(executor: Executor, entry: ActivityEntry): Promise<void> {
  await executor.insert(activityLog).values({
    userId: entry.userId,
    actionType: entry.actionType,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}
