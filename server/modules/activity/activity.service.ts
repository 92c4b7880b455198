import type { ActivityQuery } from '@shared/activity-schemas';
import type { TeamRole } from '@shared/domain-values';
import type { Database } from '../../db/database';
import { forbidden } from '../../lib/app-error';
import { mayReadActivityOf, readableEntityTypes } from './activity-access';
import type { ActivityEntryDto } from './activity.dto';
import { type ActivityRow, listActivity } from './activity.repo';

// D31: a note's preview is the note itself, which the team member it is about does not read.
const withheldDetails = (row: ActivityRow, callerId: string) =>
  row.action_type === 'add_note' && row.subject_user_id === callerId;

function toDto(row: ActivityRow, callerId: string): ActivityEntryDto {
  return {
    id: row.id,
    actionType: row.action_type,
    entityType: row.entity_type,
    entityId: row.entity_id,
    details: withheldDetails(row, callerId) ? {} : (row.details ?? {}),
    authorName: row.author_name,
    subjectName: row.subject_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function createActivityService(db: Database) {
  return {
    // spec §7: the latest entries, optionally of one entity; each role reads what it may (D12).
    async latest(
      query: ActivityQuery,
      caller: { id: string; roles: readonly TeamRole[] },
    ): Promise<ActivityEntryDto[]> {
      const entity =
        query.entityType !== undefined && query.entityId !== undefined
          ? { type: query.entityType, id: query.entityId }
          : undefined;
      if (entity && !mayReadActivityOf(caller.roles, entity.type)) throw forbidden('Access denied - Admin only');
      const rows = await listActivity(db, {
        limit: query.limit,
        entityTypes: readableEntityTypes(caller.roles),
        entity,
      });
      return rows.map((row) => toDto(row, caller.id));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
