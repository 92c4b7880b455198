import type { InvitationStatus, OpportunityType } from '@shared/domain-values';
import { INVITABLE_SHOWN, INVITATION_ENTITY_TYPE, type Invite, type InvitationsQuery } from '@shared/invitations';
import { pageOffset } from '@shared/pagination';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import type { SessionUser } from '../../app-env';
import { type Clock, systemClock } from '../../lib/clock';
import { assertNotBlocked } from '../event-night/reliability-block';
import type { Database, Executor } from '../../db/database';
import { conflict, notFound, ownRecord } from '../../lib/app-error';
import { recordActivity } from '../activity/activity.repo';
import type { EmailSite } from '../email/account-emails';
import { enqueueEmail } from '../email/email-outbox.repo';
import { findFlyer } from '../media/media-images.repo';
import { OPPORTUNITY_NOT_FOUND, opportunityIdOrNotFound } from '../opportunities/opportunity-id';
import { PARTICIPANT_MESSAGES } from '../opportunities/participants.service';
import { takeSlot } from '../opportunities/participants.repo';
import { recordThreadEvent } from '../messages/thread-events';
import { findPersonByUserId } from '../people/people.repo';
import { invitationEmail } from './invitation-email';
import type {
  InvitableOpportunitiesDto,
  InvitationAnswerDto,
  InviteResultDto,
  MyInvitationsDto,
  OpportunityInvitationsDto,
} from './invitations.dto';
import {
  answerInvitation,
  findAlreadyIn,
  findApplicationOf,
  findInvitationOpportunity,
  findInvitees,
  findOwnInvitation,
  insertInvitations,
  type InvitationOpportunity,
  listInvitableOpportunities,
  listOpportunityInvitations,
  listPersonInvitations,
  placeInvitee,
  type SettledInvitation,
  settleInvitationsOf,
  settleStaleInvitations,
} from './invitations.repo';

export const INVITATION_NOT_FOUND = 'Invitation not found';
// The dashboard shows this many of a person's invitations, newest first.
export const MY_INVITATIONS_SHOWN = 20;

export const INVITATION_MESSAGES = {
  personNotFound: 'Person not found',
  opportunityEnded: (opportunity: InvitationOpportunity) =>
    `Nobody can be invited: this opportunity is ${opportunity.past && opportunity.status === 'open' ? 'past' : opportunity.status}`,
  alreadyPlaced: 'Already has a spot on this opportunity',
  alreadyInvited: 'Already invited and not answered yet',
  noAccount: 'Has no account to answer with',
  notOpen: (status: InvitationStatus) => `This invitation is no longer open: it is ${status}`,
  draft: 'Nobody can be invited to a draft: open the opportunity first',
} as const;

const endedOpportunity = (opportunity: InvitationOpportunity) =>
  opportunity.status === 'filled' || opportunity.status === 'closed' || opportunity.past;

// D35: an invitation that lapsed or ended shows so in its thread, written with the update that
// settled it (the update claims the row while it is still open, so this runs once per invitation
// whatever the number of processes sweeping).
async function recordLapses(tx: Executor, settled: readonly SettledInvitation[]) {
  for (const invitation of settled) {
    await recordThreadEvent(tx, {
      kind: 'invitation',
      subjectId: invitation.id,
      event: 'invitation_lapsed',
      details: { title: invitation.title, reason: invitation.reason },
    });
  }
}

// D23: admins invite, only the invitee answers, and nobody else sees an invitation.
export function createInvitationsService(
  db: Database,
  deps: { site: EmailSite; onOpportunityChanged: () => void; clock?: Clock },
) {
  const clock = deps.clock ?? systemClock;
  return {
    async invite(input: Invite, actorId: string): Promise<InviteResultDto> {
      const personIds = [...new Set(input.personIds.map((id) => id.toLowerCase()))];
      return db.transaction(async (tx) => {
        const opportunity = await findInvitationOpportunity(tx, input.opportunityId.toLowerCase());
        if (!opportunity) throw notFound(OPPORTUNITY_NOT_FOUND);
        if (endedOpportunity(opportunity)) throw conflict(INVITATION_MESSAGES.opportunityEnded(opportunity));
        // D32: a draft's page is a 404 to the invitee (docs/decisions/161).
        if (opportunity.status === 'draft') throw conflict(INVITATION_MESSAGES.draft);
        const invitees = await findInvitees(tx, personIds);
        if (invitees.length !== personIds.length) throw notFound(INVITATION_MESSAGES.personNotFound);
        // D31: an admin's own invitations are another admin's to send; nobody is invited then.
        if (invitees.some((person) => person.userId === actorId)) throw ownRecord(OWN_RECORD_MESSAGES.invite);

        await recordLapses(tx, await settleInvitationsOf(tx, opportunity.id, personIds));
        const already = await findAlreadyIn(tx, opportunity.id, personIds);
        const skipped: InviteResultDto['skipped'] = [];
        const invitable = invitees.filter((person) => {
          const reason = !person.userId
            ? INVITATION_MESSAGES.noAccount
            : already.placed.has(person.personId)
              ? INVITATION_MESSAGES.alreadyPlaced
              : already.invited.has(person.personId)
                ? INVITATION_MESSAGES.alreadyInvited
                : undefined;
          if (reason) skipped.push({ personId: person.personId, name: person.name, reason });
          return !reason;
        });
        const inserted = await insertInvitations(tx, {
          opportunityId: opportunity.id,
          personIds: invitable.map((person) => person.personId),
          invitedBy: actorId,
          message: input.message,
        });
        const byPerson = new Map(invitable.map((person) => [person.personId, person]));
        // One read for every invitee's email (issue 44).
        const flyer = inserted.length > 0 ? await findFlyer(tx, opportunity.id) : undefined;
        const invited: InviteResultDto['invited'] = [];
        for (const row of inserted) {
          const person = byPerson.get(row.personId);
          if (!person) continue;
          invited.push({ id: row.id, personId: row.personId, name: person.name });
          if (person.email) {
            const email = invitationEmail(deps.site, {
              name: person.name,
              opportunity,
              message: input.message,
              expiresAt: row.expiresAt,
              flyer,
            });
            await enqueueEmail(tx, { kind: 'opportunity_invitation', to: person.email, ...email });
          }
          await recordActivity(tx, {
            userId: actorId,
            actionType: 'invitation_sent',
            entityType: INVITATION_ENTITY_TYPE,
            entityId: row.id,
            details: { opportunityId: opportunity.id, opportunityTitle: opportunity.title, personName: person.name },
          });
          // D35: the invitation's thread opens with it.
          await recordThreadEvent(tx, {
            kind: 'invitation',
            subjectId: row.id,
            event: 'invited',
            details: { title: opportunity.title },
          });
        }
        // An invitation sent at the same moment by another admin: the unique index let one in.
        for (const person of invitable) {
          if (!inserted.some((row) => row.personId === person.personId)) {
            skipped.push({ personId: person.personId, name: person.name, reason: INVITATION_MESSAGES.alreadyInvited });
          }
        }
        return { invited, skipped };
      });
    },

    async listForOpportunity(rawOpportunityId: string, query: InvitationsQuery): Promise<OpportunityInvitationsDto> {
      const opportunityId = opportunityIdOrNotFound(rawOpportunityId);
      if (!(await findInvitationOpportunity(db, opportunityId))) throw notFound(OPPORTUNITY_NOT_FOUND);
      const { rows, total } = await listOpportunityInvitations(db, opportunityId, {
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      return {
        items: rows.map((row) => ({
          id: row.id,
          personId: row.personId,
          name: row.name,
          status: row.status,
          invitedAt: new Date(row.createdAt).toISOString(),
          expiresAt: new Date(row.expiresAt).toISOString(),
          answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
        })),
        page: query.page,
        pageSize: query.pageSize,
        total,
      };
    },

    async listMine(user: SessionUser): Promise<MyInvitationsDto> {
      const person = await findPersonByUserId(db, user.id);
      if (!person) return { items: [] };
      const rows = await listPersonInvitations(db, person.id, MY_INVITATIONS_SHOWN);
      return {
        items: rows.map((row) => ({
          id: row.id,
          status: row.status,
          message: row.message,
          expiresAt: new Date(row.expiresAt).toISOString(),
          invitedAt: new Date(row.createdAt).toISOString(),
          opportunity: {
            id: row.opportunityId,
            title: row.title,
            description: row.description,
            city: row.city,
            venue: row.venue,
            date: row.date,
            opportunityType: row.opportunityType as OpportunityType,
            perks: row.perks,
            budgetRange: row.budgetRange,
          },
        })),
      };
    },

    // D23 + D11: accepting takes a slot exactly like an accepted application. The opportunity
    // row is locked first (as applying and the participants widget do), so accepts at the same
    // moment take turns and the last spot goes to one of them only.
    async accept(user: SessionUser, invitationId: string): Promise<InvitationAnswerDto> {
      const person = await findPersonByUserId(db, user.id);
      if (!person) throw notFound(INVITATION_NOT_FOUND);
      const seen = await findOwnInvitation(db, invitationId, person.id);
      if (!seen) throw notFound(INVITATION_NOT_FOUND);
      const answer = await db.transaction(async (tx) => {
        const opportunity = await findInvitationOpportunity(tx, seen.opportunityId, true);
        const invitation = await findOwnInvitation(tx, invitationId, person.id, true);
        if (!opportunity || !invitation) throw notFound(INVITATION_NOT_FOUND);
        if (invitation.status !== 'invited') throw conflict(INVITATION_MESSAGES.notOpen(invitation.status));
        // D37: two no-shows pause accepting invitations for 30 days.
        await assertNotBlocked(tx, person.id, clock.now());

        let slots = opportunity;
        const application = await findApplicationOf(tx, opportunity.id, person.id);
        const holdsSpot = application?.status === 'accepted' || application?.status === 'completed';
        // spec §4: an invite-only opportunity (0 slots) has no spots to count.
        if (!holdsSpot && opportunity.slotsTotal > 0) {
          const taken = await takeSlot(tx, opportunity.id);
          if (!taken) throw conflict(PARTICIPANT_MESSAGES.noSpotsLeft(opportunity));
          slots = { ...opportunity, ...taken };
        }
        const applicationId = holdsSpot ? application.id : await placeInvitee(tx, opportunity.id, person.id);
        await answerInvitation(tx, invitation.id, 'accepted');
        await recordActivity(tx, {
          userId: user.id,
          actionType: 'invitation_accepted',
          entityType: INVITATION_ENTITY_TYPE,
          entityId: invitation.id,
          details: {
            opportunityId: opportunity.id,
            opportunityTitle: opportunity.title,
            personName: person.name,
            applicationId,
          },
        });
        await recordThreadEvent(tx, { kind: 'invitation', subjectId: invitation.id, event: 'invitation_accepted' });
        return {
          invitation: { id: invitation.id, status: 'accepted' as const },
          opportunity: {
            id: slots.id,
            title: slots.title,
            status: slots.status as 'open',
            slotsTotal: slots.slotsTotal,
            slotsFilled: slots.slotsFilled,
          },
        };
      });
      deps.onOpportunityChanged();
      return answer;
    },

    async decline(user: SessionUser, invitationId: string): Promise<InvitationAnswerDto> {
      const person = await findPersonByUserId(db, user.id);
      if (!person) throw notFound(INVITATION_NOT_FOUND);
      return db.transaction(async (tx) => {
        const invitation = await findOwnInvitation(tx, invitationId, person.id, true);
        if (!invitation) throw notFound(INVITATION_NOT_FOUND);
        if (invitation.status !== 'invited') throw conflict(INVITATION_MESSAGES.notOpen(invitation.status));
        await answerInvitation(tx, invitation.id, 'declined');
        await recordActivity(tx, {
          userId: user.id,
          actionType: 'invitation_declined',
          entityType: INVITATION_ENTITY_TYPE,
          entityId: invitation.id,
          details: {
            opportunityId: invitation.opportunityId,
            opportunityTitle: invitation.title,
            personName: person.name,
          },
        });
        await recordThreadEvent(tx, { kind: 'invitation', subjectId: invitation.id, event: 'invitation_declined' });
        return { invitation: { id: invitation.id, status: 'declined' as const } };
      });
    },

    async invitable(search: string | undefined): Promise<InvitableOpportunitiesDto> {
      const rows = await listInvitableOpportunities(db, search, INVITABLE_SHOWN);
      return { items: rows };
    },

    // The periodic sweep (docs/decisions/120): reads are right without it; it keeps rows honest,
    // and each row it settles says so in its thread once (docs/decisions/195).
    settleStale: () =>
      db.transaction(async (tx) => {
        const settled = await settleStaleInvitations(tx);
        await recordLapses(tx, settled);
        return settled.length;
      }),
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
