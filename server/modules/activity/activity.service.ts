import type { ActivityQuery } from '@shared/activity-schemas';
import type { TeamRole } from '@shared/domain-values';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/app-error';
import { mayReadActivityOf, readableEntityTypes } from './activity-access';
import type { ActivityEntryDto } from './activity.dto';
import { type ActivityRow, listActivity } from './activity.repo';

function toDto(row: ActivityRow): ActivityEntryDto {
  return {
    id: row.id,
    actionType: row.action_type,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: row.details ?? {},
    authorName: row.author_name,
    subjectName: row.subject_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function createActivityService(db: Database) {
  return {
    // spec §7: the latest entries, optionally of one entity; each role reads what it may (D12).
    async latest(query: ActivityQuery, roles: readonly TeamRole[]): Promise<ActivityEntryDto[]> {
      const entity =
        query.entityType !== undefined && query.entityId !== undefined
          ? { type: query.entityType, id: query.entityId }
          : undefined;
      if (entity && !mayReadActivityOf(roles, entity.type)) throw forbidden('Access denied - Admin only');
      const rows = await listActivity(db, { limit: query.limit, entityTypes: readableEntityTypes(roles), entity });
      return rows.map(toDto);
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
