import { API_ERROR_CODES } from '@shared/api-error';
import type { TrackApplicationStatus } from '@shared/domain-values';
import { resumeStep, type WizardDraft, wizardValuesFrom } from '@shared/track-application-draft';
import type { TrackApplicationSubmission } from '@shared/track-application-schema';
import { canReplaceTrackApplication, reapplyDate, replaceableArchivedBefore } from '@shared/track-reapply';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import { recordActivity } from '../activity/activity.repo';
import { findPersonByUserId, lockPerson } from '../people/people.repo';
import type { TrackApplicationDraftDto, TrackApplicationDto, TrackApplicationStateDto } from './track-applications.dto';
import {
  applyWizardToPerson,
  deleteDraft,
  type DraftRow,
  findCurrentTrackApplication,
  findDraft,
  insertTrackApplication,
  saveDraft,
  supersedeArchivedApplication,
  type TrackApplicationRow,
} from './track-applications.repo';

// spec §8 'Track already submitted'. Answered with the unique-violation code the database
// itself gives a second current application, so both paths read the same to the client.
const alreadySubmitted = () =>
  new AppError(409, API_ERROR_CODES.uniqueViolation, "You've already submitted an application");

const reapplyLater = (from: Date) =>
  new AppError(
    409,
    API_ERROR_CODES.conflict,
    `You can submit a new application from ${from.toISOString().slice(0, 10)}`,
  );

// An archived application without an archive time (written before archived_at existed)
// counts from its last update.
const archivedSince = (row: TrackApplicationRow) =>
  row.status === 'archived' ? (row.archivedAt ?? row.updatedAt) : null;

function toTrackApplicationDto(row: TrackApplicationRow): TrackApplicationDto {
  return {
    id: row.id,
    track: row.track as TrackApplicationDto['track'],
    status: row.status as TrackApplicationStatus,
    targetMarkets: row.targetMarkets,
    targetCity: row.targetCity,
    answers: row.answersJson,
    consentedAt: row.consentedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

// D26: where the person comes back to in the wizard, and when they last saved.
const draftSummary = (draft: DraftRow) => ({
  resumeStep: resumeStep(wizardValuesFrom(draft.values)),
  updatedAt: draft.updatedAt.toISOString(),
});

export function trackApplicationState(
  row: TrackApplicationRow | undefined,
  now: Date,
  draft?: DraftRow,
): TrackApplicationStateDto {
  if (!row) return { application: null, canApply: true, reapplyFrom: null, draft: draft ? draftSummary(draft) : null };
  const archivedAt = archivedSince(row);
  const canApply = canReplaceTrackApplication({ status: row.status, archivedAt }, now);
  return {
    application: toTrackApplicationDto(row),
    canApply,
    reapplyFrom: archivedAt ? reapplyDate(archivedAt).toISOString() : null,
    // A draft left from before an application that cannot be replaced now is not offered.
    draft: draft && canApply ? draftSummary(draft) : null,
  };
}

// The application may not be replaced now: no draft is kept for it.
function refuseDraftFor(current: TrackApplicationRow | undefined, now: Date) {
  if (!current) return;
  const archivedAt = archivedSince(current);
  if (!archivedAt) throw alreadySubmitted();
  if (!canReplaceTrackApplication({ status: current.status, archivedAt }, now)) {
    throw reapplyLater(reapplyDate(archivedAt));
  }
}

export function createTrackApplicationsService(db: Database) {
  async function personOf(userId: string) {
    const person = await findPersonByUserId(db, userId);
    if (!person) throw notFound('Profile not found');
    return person;
  }

  return {
    async state(userId: string): Promise<TrackApplicationStateDto> {
      const person = await personOf(userId);
      const [current, draft] = await Promise.all([
        findCurrentTrackApplication(db, person.id),
        findDraft(db, person.id),
      ]);
      return trackApplicationState(current, new Date(), draft);
    },

    // D26: the wizard's saved answers; none while an application may not be replaced.
    async draft(userId: string): Promise<TrackApplicationDraftDto> {
      const person = await personOf(userId);
      const [current, draft] = await Promise.all([
        findCurrentTrackApplication(db, person.id),
        findDraft(db, person.id),
      ]);
      if (!draft || !trackApplicationState(current, new Date(), draft).draft) {
        return { values: null, resumeStep: 1, updatedAt: null };
      }
      return { values: draft.values, ...draftSummary(draft) };
    },

    // D26: every step passed (and every step left) keeps the wizard's answers on the server.
    // A step's rules apply when it is passed in the form and when the application is
    // submitted; a draft only has to stay within its bounds.
    async saveDraft(userId: string, values: WizardDraft): Promise<TrackApplicationDraftDto> {
      const person = await personOf(userId);
      return db.transaction(async (tx) => {
        await lockPerson(tx, person.id);
        refuseDraftFor(await findCurrentTrackApplication(tx, person.id), new Date());
        const saved = await saveDraft(tx, person.id, values);
        return { values: saved.values, ...draftSummary(saved) };
      });
    },

    // spec §7 wizard submit, in one transaction: the person's step-1 answers and the new
    // application (status submitted, with the consent time, D10). One current application
    // per person is held by the partial unique index (docs/decisions/004), so of two
    // simultaneous submissions one fails there and is answered like any second attempt.
    async submit(userId: string, submission: TrackApplicationSubmission): Promise<TrackApplicationDto> {
      const person = await personOf(userId);
      const now = new Date();
      try {
        return await db.transaction(async (tx) => {
          await lockPerson(tx, person.id);
          const current = await findCurrentTrackApplication(tx, person.id, { lock: true });
          if (current) {
            const archivedAt = archivedSince(current);
            if (!archivedAt) throw alreadySubmitted();
            if (!canReplaceTrackApplication({ status: current.status, archivedAt }, now)) {
              throw reapplyLater(reapplyDate(archivedAt));
            }
            // D10: the archived application stays for the record, marked as replaced.
            const superseded = await supersedeArchivedApplication(tx, current.id, replaceableArchivedBefore(now));
            if (!superseded) throw alreadySubmitted();
          }
          await applyWizardToPerson(tx, person.id, {
            age: submission.age,
            city: submission.city,
            state: submission.state,
            travelRadius: submission.travelRadius,
            ...wizardProfileFields(submission),
            track: submission.track,
            targetMarkets: submission.targetMarkets,
          });
          const row = await insertTrackApplication(tx, {
            personId: person.id,
            track: submission.track,
            targetMarkets: submission.targetMarkets,
            targetCity: submission.targetCity,
            answers: submission.answers,
            consentedAt: now,
          });
          // D26: submitting turns the draft into the application.
          await deleteDraft(tx, person.id);
          // Issue 19: the overview's recent activity shows applications coming in.
          await recordActivity(tx, {
            userId,
            actionType: 'submit_application',
            entityType: 'application',
            entityId: row.id,
            details: { status: row.status, track: row.track },
          });
          return toTrackApplicationDto(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'applications_one_current_per_person')) throw alreadySubmitted();
        throw error;
      }
    },
  };
}

// spec §7: the wizard also writes school, grad_year and experience_level to the person when
// the chosen track asked for them.
function wizardProfileFields(submission: TrackApplicationSubmission) {
  switch (submission.track) {
    case 'ambassador':
      return {
        school: submission.answers.school,
        gradYear: submission.answers.gradYear ? Number(submission.answers.gradYear) : undefined,
      };
    case 'team':
    case 'creator':
      return { experienceLevel: submission.answers.experienceLevel };
    // Issue 16: the profile shows what the wizard was told (docs/decisions/093).
    case 'ops':
      return submission.answers.hasTransportation ? { hasCar: submission.answers.hasTransportation === 'yes' } : {};
    case 'performer':
      return { genres: submission.answers.genres };
    default:
      return {};
  }
}

export type TrackApplicationsService = ReturnType<typeof createTrackApplicationsService>;
