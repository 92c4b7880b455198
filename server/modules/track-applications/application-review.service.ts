import { API_ERROR_CODES } from '@shared/api-error';
import {
  type ApplicationsFilter,
  type ApplicationsQuery,
  BULK_MAX,
  type BulkStatusInput,
} from '@shared/application-review-schemas';
import { answersLine } from '@shared/answer-text';
import { TRACKS, type TrackApplicationStatus } from '@shared/domain-values';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { cursorBatches, mapBatches } from '../../db/cursor-batches';
import type { Database, Executor } from '../../db/database';
import type { CsvExport } from '../../lib/csv';
import { AppError, notFound, ownRecord } from '../../lib/app-error';
import { publishChange } from '../../realtime/change-events';
import { recordActivity } from '../activity/activity.repo';
import type { ApplicationDetailDto, ApplicationsListDto, BulkStatusResultDto } from './application-review.dto';
import {
  type ApplicationExportRow,
  applicationsExportQuery,
  findApplicationForReview,
  listApplicationIds,
  listApplicationsForReview,
  lockApplicationStatus,
  setApplicationStatus,
} from './application-review.repo';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const APPLICATION_ENTITY_TYPE = 'application';
export const BULK_FAILED_CODE = 'BULK_FAILED';
const APPLICATION_EXPORT_HEADER = [
  'Application id',
  'Name',
  'Email',
  'Phone',
  'City',
  'State',
  'Track',
  'Status',
  // Issue 41: what the applicant told the team, as the application page shows it.
  'Target city',
  'Target markets',
  'Track answers',
  'Applied at',
  'Last change at',
];
const plural = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'application' : 'applications'}`;
const BULK_FAILED = (count: number) => `${plural(count)} could not be changed, so nothing was changed`;
const BULK_COUNT_CHANGED = (expected: number, now: number) =>
  `The filter now matches ${plural(now)}, not ${expected.toLocaleString('en-US')}: nothing was changed. Check the list and try again.`;

// spec §2 search "by role": the tracks whose name contains the text.
export function tracksMatching(search: string | undefined) {
  const text = search?.toLowerCase();
  return text ? TRACKS.filter((track) => track.includes(text)) : [];
}

// Issue 7: a status change queues the person's status email in its own transaction.
export type StatusNotifier = {
  notifyTrackApplicationStatus(
    tx: Executor,
    input: { applicationId: string; status: TrackApplicationStatus },
  ): Promise<unknown>;
};

// The back office's review of track applications (spec §2, §4, §7; D12: admins and reviewers).
export function createApplicationReviewService(db: Database, notifier: StatusNotifier) {
  // One application's change, as every path makes it: locked, logged, emailed, announced.
  // D31: never the actor's own application, whatever its status.
  async function changeStatus(
    tx: Executor,
    applicationId: string,
    status: TrackApplicationStatus,
    actorId: string,
  ): Promise<'missing' | 'own' | 'unchanged' | 'changed'> {
    const current = await lockApplicationStatus(tx, applicationId);
    if (!current) return 'missing';
    if (current.ownerUserId === actorId) return 'own';
    if (current.status === status) return 'unchanged';
    await setApplicationStatus(tx, applicationId, status);
    await recordActivity(tx, {
      userId: actorId,
      actionType: 'status_change',
      entityType: APPLICATION_ENTITY_TYPE,
      entityId: applicationId,
      details: { status, previousStatus: current.status },
    });
    await notifier.notifyTrackApplicationStatus(tx, { applicationId, status });
    await publishChange(tx, { topic: 'application', applicationId });
    return 'changed';
  }

  // The applications a bulk change by filter means: what the table shows, at most one more
  // than BULK_MAX (more is refused by the count check).
  async function idsMatching(tx: Executor, filter: ApplicationsFilter): Promise<string[]> {
    const rows = await listApplicationIds(
      tx,
      { ...filter, tracksMatchingSearch: tracksMatching(filter.search) },
      BULK_MAX + 1,
    );
    return rows.map((row) => row.id);
  }

  return {
    async list(query: ApplicationsQuery): Promise<ApplicationsListDto> {
      const { rows, total, overall } = await listApplicationsForReview(db, {
        ...query,
        tracksMatchingSearch: tracksMatching(query.search),
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          track: row.track,
          status: row.status as TrackApplicationStatus,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          applicant: { personId: row.personId, name: row.name, phone: row.phone, city: row.city, state: row.state },
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: total.value,
        totalPrecision: total.precision,
        overallTotal: overall,
      };
    },

    // D31: a team member reads their own answers, not what the team wrote about them.
    async detail(applicationId: string, callerId: string): Promise<ApplicationDetailDto> {
      const found = await findApplicationForReview(db, applicationId);
      if (!found) throw notFound(APPLICATION_NOT_FOUND);
      const { application, person, opportunityTitle } = found;
      const own = person.userId === callerId;
      return {
        id: application.id,
        track: application.track,
        status: application.status as TrackApplicationStatus,
        targetCity: application.targetCity,
        targetMarkets: application.targetMarkets,
        answers: application.answersJson,
        ownRecord: own,
        opportunityTitle,
        createdAt: application.createdAt.toISOString(),
        updatedAt: application.updatedAt.toISOString(),
        archivedAt: application.archivedAt?.toISOString() ?? null,
        applicant: {
          personId: person.id,
          name: person.name,
          email: person.email,
          phone: person.phone,
          age: person.age,
          city: person.city,
          state: person.state,
          travelRadius: person.travelRadius,
          school: person.school,
          gradYear: person.gradYear,
          greekAffiliation: person.greekAffiliation,
          hasCar: person.hasCar,
          experienceLevel: person.experienceLevel,
          roleTypes: person.roleTypes,
          markets: person.markets,
          skills: person.skills,
          genres: person.genres,
          instagram: person.instagram,
          tiktok: person.tiktok,
          website: person.website,
          portfolio: person.portfolio,
          equipment: person.equipment,
          availabilityNote: person.availabilityNote,
          reliability: { attended: person.reliabilityAttended, counted: person.reliabilityCounted },
        },
      };
    },

    // spec §4: any status, in any order (Book and Archive are shortcuts to booked and
    // archived). The change and its activity entry commit together (spec §7).
    async setStatus(applicationId: string, status: TrackApplicationStatus, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const outcome = await changeStatus(tx, applicationId, status, actorId);
        if (outcome === 'missing') throw notFound(APPLICATION_NOT_FOUND);
        if (outcome === 'own') throw ownRecord(OWN_RECORD_MESSAGES.application);
      });
    },

    // Issue 19: bulk review, all or nothing (docs/decisions/112). Every application goes through
    // the one-by-one path (its own activity entry, status email and live notice) inside one
    // transaction; if any cannot change, none does, and the answer names which ones and why.
    // D31: a selection holding the actor's own application is refused as a whole (403): the
    // transaction rolls back with every entry, email and notice it wrote.
    async setStatusInBulk(input: BulkStatusInput, actorId: string): Promise<BulkStatusResultDto> {
      return db.transaction(async (tx) => {
        const ids = input.target === 'ids' ? [...new Set(input.ids)] : await idsMatching(tx, input.filter);
        if (input.target === 'matching' && ids.length !== input.expectedCount) {
          throw new AppError(409, API_ERROR_CODES.conflict, BULK_COUNT_CHANGED(input.expectedCount, ids.length));
        }
        const failures: { id: string; reason: string }[] = [];
        const own: string[] = [];
        let changed = 0;
        // In id order, so two bulk changes over the same rows lock them in the same order.
        for (const id of [...ids].sort()) {
          const outcome = await changeStatus(tx, id, input.status, actorId);
          if (outcome === 'missing') failures.push({ id, reason: APPLICATION_NOT_FOUND });
          if (outcome === 'own') own.push(id);
          if (outcome === 'changed') changed += 1;
        }
        if (own.length > 0) {
          throw ownRecord(
            OWN_RECORD_MESSAGES.bulk,
            own.map((id) => ({ path: id, message: OWN_RECORD_MESSAGES.application })),
          );
        }
        if (failures.length > 0) {
          throw new AppError(
            409,
            BULK_FAILED_CODE,
            BULK_FAILED(failures.length),
            failures.map((failure) => ({ path: failure.id, message: failure.reason })),
          );
        }
        return { status: input.status, changed, unchanged: ids.length - changed };
      });
    },

    // Issue 19: the CSV export of the table's current view, a batch at a time from a cursor.
    exportRows(filter: ApplicationsFilter): CsvExport {
      const query = applicationsExportQuery({ ...filter, tracksMatchingSearch: tracksMatching(filter.search) });
      return {
        header: APPLICATION_EXPORT_HEADER,
        batches: mapBatches(cursorBatches<ApplicationExportRow>(db, query), (row) => [
          row.id,
          row.name,
          row.email,
          row.phone,
          row.city,
          row.state,
          row.track,
          row.status,
          row.target_city,
          (row.target_markets ?? []).join('; '),
          answersLine(row.answers ?? {}),
          row.created_at,
          row.updated_at,
        ]),
      };
    },
  };
}

export type ApplicationReviewService = ReturnType<typeof createApplicationReviewService>;
