import type { ApplicationsQuery, PrivateNotesInput } from '@shared/application-review-schemas';
import { TRACKS, type TrackApplicationStatus } from '@shared/domain-values';
import type { Database, Executor } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { publishChange } from '../../realtime/change-events';
import { recordActivity } from '../activity/activity.repo';
import type { ApplicationDetailDto, ApplicationsListDto } from './application-review.dto';
import {
  findApplicationForReview,
  listApplicationsForReview,
  lockApplicationStatus,
  setApplicationStatus,
  setPrivateNotes,
} from './application-review.repo';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const APPLICATION_ENTITY_TYPE = 'application';

// spec §2 search "by role": the tracks whose name contains the text.
function tracksMatching(search: string | undefined) {
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

    async detail(applicationId: string): Promise<ApplicationDetailDto> {
      const found = await findApplicationForReview(db, applicationId);
      if (!found) throw notFound(APPLICATION_NOT_FOUND);
      const { application, person, opportunityTitle } = found;
      return {
        id: application.id,
        track: application.track,
        status: application.status as TrackApplicationStatus,
        targetCity: application.targetCity,
        targetMarkets: application.targetMarkets,
        answers: application.answersJson,
        notes: application.notes ?? '',
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
        },
      };
    },

    // spec §4: any status, in any order (Book and Archive are shortcuts to booked and
    // archived). The change and its activity entry commit together (spec §7).
    async setStatus(applicationId: string, status: TrackApplicationStatus, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await lockApplicationStatus(tx, applicationId);
        if (!current) throw notFound(APPLICATION_NOT_FOUND);
        if (current.status === status) return;
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
      });
    },

    async setPrivateNotes(applicationId: string, input: PrivateNotesInput): Promise<void> {
      await db.transaction(async (tx) => {
        const notes = input.notes.trim() === '' ? null : input.notes;
        if (!(await setPrivateNotes(tx, applicationId, notes))) throw notFound(APPLICATION_NOT_FOUND);
        await publishChange(tx, { topic: 'application', applicationId });
      });
    },
  };
}

export type ApplicationReviewService = ReturnType<typeof createApplicationReviewService>;
