import { API_ERROR_CODES } from '@shared/api-error';
import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { applicationSchemaFor } from '@shared/opportunity-application';
import { hasProfile } from '@shared/person-profile';
import type { SessionUser } from '../../app-env';
import { type Clock, systemClock } from '../../lib/clock';
import { assertNotBlocked } from '../event-night/reliability-block';
import type { Database } from '../../db/database';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { parseWith } from '../../lib/request-body';
import { PARTICIPANT_ENTITY_TYPE } from '@shared/opportunity-participants';
import { recordActivity } from '../activity/activity.repo';
import { findPersonByUserId } from '../people/people.repo';
import { findOpportunitySlots, moveParticipant } from './participants.repo';
import type { MyApplicationStateDto, MyOpportunityApplicationDto } from './opportunity-applications.dto';
import {
  findApplicationOfPerson,
  findApplicationOfUser,
  insertApplicationOnce,
  lockOpportunityForApplying,
} from './opportunity-applications.repo';
import { OPPORTUNITY_NOT_FOUND, opportunityIdOrNotFound } from './opportunity-id';
import { recordThreadEvent } from '../messages/thread-events';

// spec §8 texts, so the client can show the server's message as it is.
export const APPLY_MESSAGES = {
  signUp: 'Please sign up to apply for this opportunity',
  completeProfile: 'Complete your profile to apply',
  duplicate: "You've already applied to this opportunity",
  inviteOnly: 'This opportunity is invite only',
  notOpen: 'This opportunity is not accepting applications',
  past: 'This event has already taken place',
  filled: 'This opportunity is already filled',
  noApplication: "You haven't applied to this opportunity",
  notWithdrawable: 'Only an application that is still pending can be withdrawn',
} as const;

// The client sends a person without a profile to /application on this code (D3).
export const PROFILE_INCOMPLETE_CODE = 'PROFILE_INCOMPLETE';

type ApplicationRow = { id: string; opportunityId: string; status: string; createdAt: Date };

function toDto(row: ApplicationRow): MyOpportunityApplicationDto {
  return {
    id: row.id,
    opportunityId: row.opportunityId,
    status: row.status as OpportunityApplicationStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createOpportunityApplicationsService(db: Database, clock: Clock = systemClock) {
  return {
    // spec §5 applying, every rule on the server (D14).
    async apply(user: SessionUser | null, rawOpportunityId: string, body: unknown) {
      if (!user) throw new AppError(401, API_ERROR_CODES.unauthenticated, APPLY_MESSAGES.signUp);
      const opportunityId = opportunityIdOrNotFound(rawOpportunityId);
      const person = await findPersonByUserId(db, user.id);
      if (!person || !hasProfile(person)) {
        throw new AppError(403, PROFILE_INCOMPLETE_CODE, APPLY_MESSAGES.completeProfile);
      }
      return db.transaction(async (tx) => {
        const opportunity = await lockOpportunityForApplying(tx, opportunityId);
        if (!opportunity || opportunity.status === 'draft') throw notFound(OPPORTUNITY_NOT_FOUND);
        // A duplicate is told as such whatever the opportunity's state now.
        if (await findApplicationOfPerson(tx, opportunityId, person.id)) throw conflict(APPLY_MESSAGES.duplicate);
        if (opportunity.slotsTotal === 0) throw forbidden(APPLY_MESSAGES.inviteOnly);
        if (opportunity.status === 'filled' || opportunity.slotsFilled >= opportunity.slotsTotal) {
          throw conflict(APPLY_MESSAGES.filled);
        }
        if (opportunity.status !== 'open') throw conflict(APPLY_MESSAGES.notOpen);
        // D22: a past event left the lists; its own page takes no applications either.
        if (opportunity.past) throw conflict(APPLY_MESSAGES.past);
        // D37: two no-shows pause applying for 30 days.
        await assertNotBlocked(tx, person.id, clock.now());

        const values = parseWith(applicationSchemaFor(opportunity), body);
        const inserted = await insertApplicationOnce(tx, { opportunityId, personId: person.id, ...values });
        if (!inserted) throw conflict(APPLY_MESSAGES.duplicate);
        // Issue 19: the overview's recent activity shows applications coming in.
        await recordActivity(tx, {
          userId: user.id,
          actionType: 'apply_to_opportunity',
          entityType: PARTICIPANT_ENTITY_TYPE,
          entityId: inserted.id,
          details: { status: inserted.status, opportunityId, opportunityTitle: opportunity.title },
        });
        return toDto(inserted);
      });
    },

    // D11: the person may withdraw their own application while it is pending. The move is
    // conditional, so an admin's move at the same moment wins or loses cleanly.
    async withdraw(user: SessionUser, rawOpportunityId: string): Promise<MyOpportunityApplicationDto> {
      const opportunityId = opportunityIdOrNotFound(rawOpportunityId);
      const person = await findPersonByUserId(db, user.id);
      return db.transaction(async (tx) => {
        const opportunity = await findOpportunitySlots(tx, opportunityId);
        const row = person && opportunity ? await findApplicationOfPerson(tx, opportunityId, person.id) : undefined;
        if (!opportunity || !row) throw notFound(APPLY_MESSAGES.noApplication);
        if (row.status !== 'pending' || !(await moveParticipant(tx, row.id, 'pending', 'withdrawn'))) {
          throw conflict(APPLY_MESSAGES.notWithdrawable);
        }
        await recordActivity(tx, {
          userId: user.id,
          actionType: 'opportunity_application_status',
          entityType: PARTICIPANT_ENTITY_TYPE,
          entityId: row.id,
          details: {
            status: 'withdrawn',
            previousStatus: 'pending',
            opportunityId,
            opportunityTitle: opportunity.title,
          },
        });
        // D35: shown in the application's thread.
        await recordThreadEvent(tx, {
          kind: 'opportunity_application',
          subjectId: row.id,
          event: 'status',
          details: { status: 'withdrawn' },
        });
        return toDto({ ...row, status: 'withdrawn' });
      });
    },

    async myApplication(user: SessionUser, rawOpportunityId: string): Promise<MyApplicationStateDto> {
      const opportunityId = opportunityIdOrNotFound(rawOpportunityId);
      const row = await findApplicationOfUser(db, opportunityId, user.id);
      return { application: row ? toDto(row) : null };
    },
  };
}

export type OpportunityApplicationsService = ReturnType<typeof createOpportunityApplicationsService>;
