import { photoByPerson } from '../media/media.dto';
import { findProfilePhotos } from '../media/media-images.repo';
import type { OpportunityApplicationStatus, OpportunityStatus } from '@shared/domain-values';
import { mayMoveParticipant, PARTICIPANT_ENTITY_TYPE, type ParticipantsQuery } from '@shared/opportunity-participants';
import { pageOffset } from '@shared/pagination';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { cursorBatches, mapBatches } from '../../db/cursor-batches';
import type { Database, Executor } from '../../db/database';
import { conflict, notFound, ownRecord } from '../../lib/app-error';
import type { CsvExport } from '../../lib/csv';
import { recordActivity } from '../activity/activity.repo';
import { OPPORTUNITY_NOT_FOUND, opportunityIdOrNotFound } from './opportunity-id';
import type { ParticipantChangeDto, ParticipantSlotsDto, ParticipantsDto } from './participants.dto';
import {
  creditCompletedMission,
  findOpportunitySlots,
  findParticipant,
  listParticipants,
  moveParticipant,
  type ParticipantExportRow,
  participantsExportQuery,
  takeSlot,
} from './participants.repo';

const PARTICIPANT_EXPORT_HEADER = [
  'Application id',
  'Name',
  'Email',
  'Phone',
  'City',
  'State',
  'Status',
  'Cover letter',
  'Applied at',
  'Last change at',
];

export const PARTICIPANT_NOT_FOUND = 'Application not found';

const label = (status: string) => status.replaceAll('_', ' ');

export const PARTICIPANT_MESSAGES = {
  already: (status: OpportunityApplicationStatus) => `This application is already ${label(status)}`,
  notAllowed: (from: OpportunityApplicationStatus, to: OpportunityApplicationStatus) =>
    `An application cannot move from ${label(from)} to ${label(to)}`,
  changedMeanwhile: (status: OpportunityApplicationStatus) =>
    `Someone else changed this application meanwhile: it is now ${label(status)}`,
  noSpotsLeft: (slots: { slotsTotal: number; slotsFilled: number }) =>
    slots.slotsTotal === 0
      ? 'This opportunity is invite only: it has no spots to fill'
      : `No spots left: ${slots.slotsFilled} of ${slots.slotsTotal} ${slots.slotsTotal === 1 ? 'spot is' : 'spots are'} filled`,
} as const;

// Issue 7: the status change queues the person's email in its own transaction.
export type OpportunityStatusNotifier = {
  notifyOpportunityApplicationStatus(
    tx: Executor,
    input: { applicationId: string; status: OpportunityApplicationStatus },
  ): Promise<unknown>;
};

type SlotsRow = { id: string; title: string; status: string; slotsTotal: number; slotsFilled: number };
const toSlots = (row: SlotsRow): ParticipantSlotsDto => ({ ...row, status: row.status as OpportunityStatus });

// spec §2 participants widget on /admin/opportunities (admins only, D12), driving D11.
export function createParticipantsService(
  db: Database,
  deps: { notifier: OpportunityStatusNotifier; onOpportunityChanged: () => void },
) {
  return {
    // Issue 19: the CSV export of an opportunity's applicants, a batch at a time from a cursor.
    async exportRows(rawOpportunityId: string): Promise<CsvExport> {
      const opportunityId = opportunityIdOrNotFound(rawOpportunityId);
      if (!(await findOpportunitySlots(db, opportunityId))) throw notFound(OPPORTUNITY_NOT_FOUND);
      return {
        header: PARTICIPANT_EXPORT_HEADER,
        batches: mapBatches(cursorBatches<ParticipantExportRow>(db, participantsExportQuery(opportunityId)), (row) => [
          row.id,
          row.name,
          row.email,
          row.phone,
          row.city,
          row.state,
          row.status,
          row.cover_letter,
          row.created_at,
          row.updated_at,
        ]),
      };
    },

    async list(rawOpportunityId: string, query: ParticipantsQuery, callerId: string): Promise<ParticipantsDto> {
      const opportunityId = opportunityIdOrNotFound(rawOpportunityId);
      const opportunity = await findOpportunitySlots(db, opportunityId);
      if (!opportunity) throw notFound(OPPORTUNITY_NOT_FOUND);
      const { rows, total } = await listParticipants(db, opportunityId, {
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      const photoOf = photoByPerson(
        await findProfilePhotos(
          db,
          rows.map((row) => row.personId),
        ),
      );
      return {
        opportunity: toSlots(opportunity),
        items: rows.map((row) => ({
          id: row.id,
          personId: row.personId,
          name: row.name,
          status: row.status as OpportunityApplicationStatus,
          coverLetter: row.coverLetter,
          applicationData: row.applicationData,
          appliedAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          ownRecord: row.ownerUserId === callerId,
          reliability: { attended: row.reliabilityAttended, counted: row.reliabilityCounted },
          photo: photoOf(row.personId),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    // D11: one move along the lifecycle. The move, the slot it takes, the XP it gives, the
    // activity entry and the email commit together or not at all.
    async setStatus(
      rawOpportunityId: string,
      applicationId: string,
      status: OpportunityApplicationStatus,
      actorId: string,
    ): Promise<ParticipantChangeDto> {
      const opportunityId = opportunityIdOrNotFound(rawOpportunityId);
      const change = await db.transaction(async (tx) => {
        const opportunity = await findOpportunitySlots(tx, opportunityId);
        if (!opportunity) throw notFound(OPPORTUNITY_NOT_FOUND);
        const current = await findParticipant(tx, opportunityId, applicationId);
        if (!current) throw notFound(PARTICIPANT_NOT_FOUND);
        // D31: another admin moves an admin's own application.
        if (current.ownerUserId === actorId) throw ownRecord(OWN_RECORD_MESSAGES.application);
        if (current.status === status) throw conflict(PARTICIPANT_MESSAGES.already(status));
        if (!mayMoveParticipant(current.status, status)) {
          throw conflict(PARTICIPANT_MESSAGES.notAllowed(current.status, status));
        }

        // The slot first: the opportunity row is locked before the application's, in the same
        // order as applying and deleting, so concurrent writers wait rather than deadlock.
        let slots: SlotsRow = opportunity;
        if (status === 'accepted') {
          const taken = await takeSlot(tx, opportunityId);
          if (!taken)
            throw conflict(
              PARTICIPANT_MESSAGES.noSpotsLeft((await findOpportunitySlots(tx, opportunityId)) ?? opportunity),
            );
          slots = taken;
        }
        if (!(await moveParticipant(tx, applicationId, current.status, status))) {
          const now = await findParticipant(tx, opportunityId, applicationId);
          if (!now) throw notFound(PARTICIPANT_NOT_FOUND);
          throw conflict(PARTICIPANT_MESSAGES.changedMeanwhile(now.status));
        }
        if (status === 'completed') await creditCompletedMission(tx, current.personId);

        await recordActivity(tx, {
          userId: actorId,
          actionType: 'opportunity_application_status',
          entityType: PARTICIPANT_ENTITY_TYPE,
          entityId: applicationId,
          details: { status, previousStatus: current.status, opportunityId, opportunityTitle: opportunity.title },
        });
        await deps.notifier.notifyOpportunityApplicationStatus(tx, { applicationId, status });
        return { participant: { id: applicationId, status }, opportunity: toSlots(slots) };
      });
      // After the commit: the public list must not keep counting an opportunity that filled.
      if (status === 'accepted') deps.onOpportunityChanged();
      return change;
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
