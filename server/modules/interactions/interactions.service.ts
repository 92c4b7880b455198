import type { TeamRole } from '@shared/domain-values';
import type { Interaction } from '@shared/interaction-schemas';
import type { PageQuery } from '@shared/pagination';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import type { Database, Executor } from '../../db/database';
import { forbidden, notFound, ownRecord } from '../../lib/app-error';
import { publishChange } from '../../realtime/change-events';
import type { InteractionDto, InteractionsListDto } from './interactions.dto';
import {
  deleteInteraction,
  findPersonAccount,
  type InteractionRow,
  insertInteraction,
  listInteractions,
  lockInteraction,
} from './interactions.repo';

export const PERSON_NOT_FOUND = 'Person not found';
export const INTERACTION_NOT_FOUND = 'Interaction not found';

export type Caller = { id: string; roles: readonly TeamRole[] };

// docs/decisions/032: the author deletes their entry; an admin may delete any.
const mayDelete = (caller: Caller, authorId: string | null) =>
  caller.roles.includes('admin') || (authorId !== null && authorId === caller.id);

function toDto(row: InteractionRow, caller: Caller): InteractionDto {
  return {
    id: row.id,
    personId: row.personId,
    type: row.type as InteractionDto['type'],
    subject: row.subject,
    content: row.content,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    canDelete: mayDelete(caller, row.userId),
  };
}

// D31: the log about a team member is kept by the others; they neither read nor change it.
async function requireAnotherPerson(executor: Executor, personId: string, caller: Caller): Promise<void> {
  const person = await findPersonAccount(executor, personId);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  if (person.userId === caller.id) throw ownRecord(OWN_RECORD_MESSAGES.interactions);
}

// spec §2/§7 the communication log kept for a person (D12: admins and reviewers). Changes
// reach every open page of that person (D17).
export function createInteractionsService(db: Database) {
  return {
    async list(personId: string, page: PageQuery, caller: Caller): Promise<InteractionsListDto> {
      await requireAnotherPerson(db, personId, caller);
      const { rows, total } = await listInteractions(db, personId, page);
      return { items: rows.map((row) => toDto(row, caller)), page: page.page, pageSize: page.pageSize, total };
    },

    async log(personId: string, interaction: Interaction, caller: Caller): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        await requireAnotherPerson(tx, personId, caller);
        const id = await insertInteraction(tx, { personId, userId: caller.id, ...interaction });
        await publishChange(tx, { topic: 'interactions', personId });
        return { id };
      });
    },

    async remove(personId: string, interactionId: string, caller: Caller): Promise<void> {
      await db.transaction(async (tx) => {
        await requireAnotherPerson(tx, personId, caller);
        const found = await lockInteraction(tx, personId, interactionId);
        if (!found) throw notFound(INTERACTION_NOT_FOUND);
        if (!mayDelete(caller, found.user_id)) throw forbidden('You can only delete interactions you logged');
        await deleteInteraction(tx, personId, interactionId);
        await publishChange(tx, { topic: 'interactions', personId });
      });
    },
  };
}

export type InteractionsService = ReturnType<typeof createInteractionsService>;
