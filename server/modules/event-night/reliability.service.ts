import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import type { Database } from '../../db/database';
import { notFound, ownRecord } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../realtime/change-events';
import { recordActivity } from '../activity/activity.repo';
import { findPersonAccount, insertInteraction } from '../interactions/interactions.repo';
import type { ReliabilityHistoryItemDto, StaffReliabilityDto } from './event-night.dto';
import { findActiveBlock, findReliability, findReliabilityHistory, liftBlock } from './reliability.repo';

export const RELIABILITY_MESSAGES = {
  personNotFound: 'Person not found',
  noBlock: 'This person has no block in force',
} as const;

type HistoryRow = Awaited<ReturnType<typeof findReliabilityHistory>>[number];

export const toHistoryDto = (rows: HistoryRow[]): ReliabilityHistoryItemDto[] =>
  rows.map((row) => ({
    opportunityId: row.opportunityId,
    title: row.title,
    startsAt: row.startsAt ? new Date(row.startsAt).toISOString() : null,
    outcome: row.outcome as ReliabilityHistoryItemDto['outcome'],
  }));

// Issue 42 (D37): a person's reliability as staff see it on their page, and the lifting of a
// block by an admin, with a note, in the activity feed and the person's communication log.
export function createReliabilityService(db: Database, clock: Clock) {
  async function standing(personId: string): Promise<StaffReliabilityDto> {
    const now = clock.now();
    const [reliability, history, block] = await Promise.all([
      findReliability(db, personId),
      findReliabilityHistory(db, personId),
      findActiveBlock(db, personId, now),
    ]);
    return {
      reliability,
      history: toHistoryDto(history),
      block: block ? { reason: block.reason, until: block.endsAt.toISOString() } : null,
    };
  }

  return {
    async standing(personId: string): Promise<StaffReliabilityDto> {
      if (!(await findPersonAccount(db, personId))) throw notFound(RELIABILITY_MESSAGES.personNotFound);
      return standing(personId);
    },

    // D37, D31: never on the admin's own record.
    async liftBlock(personId: string, note: string, actorId: string): Promise<StaffReliabilityDto> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const person = await findPersonAccount(tx, personId);
        if (!person) throw notFound(RELIABILITY_MESSAGES.personNotFound);
        if (person.userId === actorId) throw ownRecord(OWN_RECORD_MESSAGES.reliabilityBlock);
        if (!(await liftBlock(tx, personId, actorId, note, now))) throw notFound(RELIABILITY_MESSAGES.noBlock);
        await recordActivity(tx, {
          userId: actorId,
          actionType: 'reliability_block_lifted',
          entityType: 'person',
          entityId: personId,
          details: { note },
        });
        await insertInteraction(tx, {
          personId,
          userId: actorId,
          type: 'event',
          subject: 'Block on applying lifted',
          content: note,
        });
        // D17: the log updates on every open page of this person.
        await publishChange(tx, { topic: 'interactions', personId });
      });
      return standing(personId);
    },
  };
}

export type ReliabilityService = ReturnType<typeof createReliabilityService>;
