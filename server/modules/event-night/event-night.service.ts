import type { OpportunityApplicationStatus } from '@shared/domain-values';
import { isUuid } from '@shared/ids';
import type { SessionUser } from '../../app-env';
import type { Database, Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/database-error';
import { publishChange } from '../../realtime/change-events';
import { recordActivity } from '../activity/activity.repo';
import { findAdminEmails } from '../contact/contact.repo';
import type { EmailSite } from '../email/account-emails';
import { enqueueEmail } from '../email/email-outbox.repo';
import { creditCompletedMission, takeSlot } from '../opportunities/participants.repo';
import { findPersonByUserId } from '../people/people.repo';
import {
  type DueBooking,
  claimBookingsToAsk,
  findBookingsToComplete,
  findEvent,
  findBookingsToRelease,
  findNoShows,
  freeSlot,
  type LockedBooking,
  lockBooking,
  listMyBookings,
  listMyOffers,
  lockOpportunity,
  setBookingState,
} from './bookings.repo';
import { logBookingEvent } from './booking-log.repo';
import {
  bookingConfirmedEmail,
  bookingReleasedEmail,
  confirmRequestEmail,
  eventDay,
  eventMoment,
  lateCancellationEmail,
  reliabilityBlockedEmail,
  spotOfferEmail,
} from './event-night-emails';
import { findPersonContact } from './people-contact.repo';
import { assertNotBlocked } from './reliability-block';
import type { MyEventNightDto } from './event-night.dto';
import {
  findActiveBlock,
  findReliability,
  findReliabilityHistory,
  insertBlock,
  recentNoShows,
} from './reliability.repo';
import { toHistoryDto } from './reliability.service';
import {
  answerOffer,
  claimLapsedOffers,
  countOpenOffers,
  insertOffer,
  lockOffer,
  nextOnWaitlist,
} from './spot-offers.repo';
import { newDoorCode, newTicketId, ticketPayload } from './tickets';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
// D36: an offer lapses after 12 hours, or 6 hours before the start, whichever is sooner.
const OFFER_HOURS = 12;
const OFFER_STOPS_BEFORE_START_HOURS = 6;
// D36: a booking may be cancelled freely until 24 hours before the start.
const FREE_CANCEL_HOURS = 24;
// D37: two no-shows within 90 days block applying for 30 days.
export const NO_SHOWS_TO_BLOCK = 2;
const BLOCK_DAYS = 30;
// Each step takes so many at a time (one transaction each).
const BATCH = 200;

export const EVENT_NIGHT_MESSAGES = {
  notYours: 'Booking not found',
  notBooked: 'This booking is not active any more',
  started: 'The event has started: ask the team at the door.',
  offerGone: 'This spot is no longer offered',
  noSpot: 'The spot was taken meanwhile',
} as const;

export type EventNightDependencies = {
  db: Database;
  clock: Clock;
  site: EmailSite;
  // Signs the tickets' QR codes.
  secret: string;
  // A change of spots: the public reads are dropped.
  onOpportunityChanged: () => void;
  // The status email of a completed booking (issue 7).
  notifyStatus: (
    tx: Executor,
    input: { applicationId: string; status: OpportunityApplicationStatus },
  ) => Promise<unknown>;
};

// Issue 42 (D36, D37, docs/decisions/180): the event night. A job in every server process steps
// the bookings on (`runDueSteps`, at least once a minute; each booking in a transaction of its
// own, claimed so that two processes never take the same); people confirm, cancel and take
// offered spots; everything lands in the activity feed and the person's communication log.
export function createEventNightService(deps: EventNightDependencies) {
  const { db, clock, site } = deps;
  const link = (path: string) => new URL(path, site.siteUrl).href;
  const dashboardUrl = link('/dashboard');

  // What happened, in the activity feed and in the person's communication log.
  const tell = logBookingEvent;

  const recipientOf = findPersonContact;

  // A ticket for a confirmed booking: a new id and a door code not yet used at the event.
  async function issueTicket(tx: Executor, booking: { id: string; opportunityId: string }) {
    for (let attempt = 0; ; attempt += 1) {
      const ticket = { ticketId: newTicketId(), doorCode: newDoorCode() };
      try {
        await tx.transaction(async (savepoint) => setBookingState(savepoint, booking.id, { ticket }));
        return ticket;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  async function sendTicket(
    tx: Executor,
    booking: LockedBooking | DueBooking,
    ticket: { ticketId: string; doorCode: string },
  ) {
    const person = await recipientOf(tx, booking.personId);
    if (!person?.email || !booking.startsAt) return;
    const payload = ticketPayload(deps.secret, ticket.ticketId);
    await enqueueEmail(tx, {
      kind: 'booking_confirmed',
      to: person.email,
      ...bookingConfirmedEmail(site, {
        name: person.name,
        event: { title: booking.title, startsAt: booking.startsAt, timeZone: booking.timeZone },
        doorCode: ticket.doorCode,
        ticketUrl: link(`/ticket/${payload}`),
        qrImageUrl: link(`/api/tickets/${payload}/qr.png`),
        dashboardUrl,
      }),
    });
  }

  // D36: the freed spot goes to the first on the waitlist, while there is time to answer.
  async function offerNextSpot(tx: Executor, opportunityId: string, now: Date) {
    const slots = await lockOpportunity(tx, opportunityId);
    const event = await findEvent(tx, opportunityId);
    if (!slots || !event?.startsAt) return;
    const lastOffer = event.startsAt.getTime() - OFFER_STOPS_BEFORE_START_HOURS * HOUR_MS;
    if (now.getTime() >= lastOffer) return;
    const free = slots.slotsTotal - slots.slotsFilled - (await countOpenOffers(tx, opportunityId));
    if (free <= 0) return;
    const next = await nextOnWaitlist(tx, opportunityId, now);
    if (!next) return;
    const expiresAt = new Date(Math.min(now.getTime() + OFFER_HOURS * HOUR_MS, lastOffer));
    await insertOffer(tx, { opportunityId, applicationId: next.id, offeredAt: now, expiresAt });
    const person = await recipientOf(tx, next.personId);
    if (person?.email) {
      await enqueueEmail(tx, {
        kind: 'spot_offer',
        to: person.email,
        ...spotOfferEmail(site, {
          name: person.name,
          event: { title: event.title, startsAt: event.startsAt, timeZone: event.timeZone },
          expiresAt,
          dashboardUrl,
        }),
      });
    }
    await tell(tx, {
      action: 'spot_offered',
      applicationId: next.id,
      personId: next.personId,
      actorId: null,
      subject: `Spot offered: ${event.title}`,
      content: `A spot at ${event.title} was offered from the waitlist, until ${eventMoment(expiresAt, event.timeZone)}.`,
      details: { title: event.title, expiresAt: expiresAt.toISOString() },
    });
  }

  // D37: the second no-show within 90 days blocks applying for 30 days.
  async function blockIfUnreliable(tx: Executor, personId: string, now: Date, timeZone: string) {
    if (await findActiveBlock(tx, personId, now)) return;
    const missed = await recentNoShows(tx, personId, now);
    if (missed.length < NO_SHOWS_TO_BLOCK) return;
    const until = new Date(now.getTime() + BLOCK_DAYS * DAY_MS);
    const names = missed
      .slice(0, NO_SHOWS_TO_BLOCK)
      .map((miss) => `${miss.title} (${eventDay(new Date(miss.noShowAt), timeZone)})`)
      .join(' and ');
    const reason = `You missed two bookings within 90 days: ${names}.`;
    await insertBlock(tx, { personId, reason, startsAt: now, endsAt: until });
    const person = await recipientOf(tx, personId);
    if (person?.email) {
      await enqueueEmail(tx, {
        kind: 'reliability_blocked',
        to: person.email,
        ...reliabilityBlockedEmail(site, { name: person.name, reason, until, timeZone, contactUrl: link('/contact') }),
      });
    }
    await recordActivity(tx, {
      userId: null,
      actionType: 'reliability_blocked',
      entityType: 'person',
      entityId: personId,
      details: { until: until.toISOString(), reason },
    });
  }

  const steps = {
    // D36: 72 hours before, everyone booked is asked to confirm (email and dashboard).
    async askConfirmations(now: Date): Promise<number> {
      let asked = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const due = await claimBookingsToAsk(tx, now, BATCH);
          for (const booking of due) {
            if (booking.email) {
              await enqueueEmail(tx, {
                kind: 'booking_confirm_request',
                to: booking.email,
                ...confirmRequestEmail(site, { name: booking.name, event: booking, dashboardUrl }),
              });
            }
            await tell(tx, {
              action: 'booking_confirm_asked',
              applicationId: booking.id,
              personId: booking.personId,
              actorId: null,
              subject: `Asked to confirm: ${booking.title}`,
              content: `Asked to confirm they are coming to ${booking.title} on ${eventDay(booking.startsAt, booking.timeZone)}.`,
              details: { title: booking.title },
            });
          }
          return due.length;
        });
        asked += done;
        if (done < BATCH) return asked;
      }
    },

    // D36: 24 hours before, whoever has not confirmed is released; their spot is offered on.
    async releaseUnconfirmed(now: Date): Promise<number> {
      let released = 0;
      for (const due of await findBookingsToRelease(db, now, BATCH * 5)) {
        const done = await db.transaction(async (tx) => {
          await lockOpportunity(tx, due.opportunityId);
          const booking = await lockBooking(tx, due.id);
          if (booking?.status !== 'accepted' || booking.confirmedAt) return false;
          await setBookingState(tx, booking.id, { status: 'released', releasedAt: now });
          await freeSlot(tx, booking.opportunityId);
          const person = await recipientOf(tx, booking.personId);
          if (person?.email) {
            await enqueueEmail(tx, {
              kind: 'booking_released',
              to: person.email,
              ...bookingReleasedEmail(site, { name: person.name, event: due, listUrl: link('/opportunities') }),
            });
          }
          await tell(tx, {
            action: 'booking_released',
            applicationId: booking.id,
            personId: booking.personId,
            actorId: null,
            subject: `Released: ${booking.title}`,
            content: `Not confirmed 24 hours before ${booking.title}: the spot was released.`,
            details: { title: booking.title },
          });
          await offerNextSpot(tx, booking.opportunityId, now);
          return true;
        });
        if (done) released += 1;
      }
      if (released > 0) deps.onOpportunityChanged();
      return released;
    },

    // D36: an offer not taken in time lapses, and goes to the next person.
    async lapseOffers(now: Date): Promise<number> {
      let lapsed = 0;
      for (;;) {
        const done = await db.transaction(async (tx) => {
          const offers = await claimLapsedOffers(tx, now, BATCH);
          for (const offer of offers) {
            await answerOffer(tx, offer.id, 'lapsed', now);
            await offerNextSpot(tx, offer.opportunityId, now);
          }
          return offers.length;
        });
        lapsed += done;
        if (done < BATCH) return lapsed;
      }
    },

    // D36: 60 minutes after the start, whoever is not in is a no-show (D37 may block them).
    async markNoShows(now: Date): Promise<number> {
      let marked = 0;
      for (const due of await findNoShows(db, now, BATCH * 5)) {
        const done = await db.transaction(async (tx) => {
          const booking = await lockBooking(tx, due.id);
          if (booking?.status !== 'accepted' || booking.checkedInAt) return false;
          await setBookingState(tx, booking.id, { status: 'no_show', noShowAt: now });
          await tell(tx, {
            action: 'no_show',
            applicationId: booking.id,
            personId: booking.personId,
            actorId: null,
            subject: `No-show: ${booking.title}`,
            content: `Not checked in 60 minutes after the start of ${booking.title}.`,
            details: { title: booking.title },
          });
          // D17: the door's no-show counter, on every open door page (decision 181).
          await publishChange(tx, { topic: 'door', opportunityId: booking.opportunityId });
          await blockIfUnreliable(tx, booking.personId, now, booking.timeZone);
          return true;
        });
        if (done) marked += 1;
      }
      return marked;
    },

    // D36: after the end, checked-in bookings are completed (D11: a mission and 100 XP).
    async completeAttended(now: Date): Promise<number> {
      let completed = 0;
      for (const due of await findBookingsToComplete(db, now, BATCH * 5)) {
        const done = await db.transaction(async (tx) => {
          const booking = await lockBooking(tx, due.id);
          if (booking?.status !== 'accepted' || !booking.checkedInAt) return false;
          await setBookingState(tx, booking.id, { status: 'completed' });
          await creditCompletedMission(tx, booking.personId);
          await deps.notifyStatus(tx, { applicationId: booking.id, status: 'completed' });
          await tell(tx, {
            action: 'booking_completed',
            applicationId: booking.id,
            personId: booking.personId,
            actorId: null,
            subject: `Completed: ${booking.title}`,
            content: `Attended ${booking.title}: one mission and 100 XP.`,
            details: { title: booking.title },
          });
          return true;
        });
        if (done) completed += 1;
      }
      return completed;
    },
  };

  async function ownBooking(tx: Executor, user: SessionUser, applicationId: string) {
    const booking = isUuid(applicationId) ? await lockBooking(tx, applicationId) : undefined;
    if (!booking || booking.userId !== user.id) throw notFound(EVENT_NIGHT_MESSAGES.notYours);
    return booking;
  }

  return {
    steps,

    // The periodic job: each step, in the order a night goes.
    async runDueSteps(): Promise<Record<keyof typeof steps, number>> {
      const now = clock.now();
      return {
        askConfirmations: await steps.askConfirmations(now),
        releaseUnconfirmed: await steps.releaseUnconfirmed(now),
        lapseOffers: await steps.lapseOffers(now),
        markNoShows: await steps.markNoShows(now),
        completeAttended: await steps.completeAttended(now),
      };
    },

    // D36: "Confirm you're coming": the booking holds, and its ticket is sent.
    async confirm(user: SessionUser, applicationId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const booking = await ownBooking(tx, user, applicationId);
        if (booking.status !== 'accepted') throw conflict(EVENT_NIGHT_MESSAGES.notBooked);
        if (booking.confirmedAt) return { confirmedAt: booking.confirmedAt.toISOString() };
        await setBookingState(tx, booking.id, { confirmedAt: now, confirmAskedAt: now });
        const ticket = await issueTicket(tx, booking);
        await sendTicket(tx, booking, ticket);
        await tell(tx, {
          action: 'booking_confirmed',
          applicationId: booking.id,
          personId: booking.personId,
          actorId: user.id,
          subject: `Confirmed: ${booking.title}`,
          content: `Confirmed they are coming to ${booking.title}.`,
          details: { title: booking.title },
        });
        return { confirmedAt: now.toISOString() };
      });
    },

    // D36: cancelled freely until 24 hours before; later it is a late cancellation (D37), the
    // team is told, and either way the spot is offered on.
    async cancel(user: SessionUser, applicationId: string) {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const first = await ownBooking(tx, user, applicationId);
        await lockOpportunity(tx, first.opportunityId);
        const booking = await lockBooking(tx, applicationId);
        if (booking?.status !== 'accepted') throw conflict(EVENT_NIGHT_MESSAGES.notBooked);
        if (booking.startsAt && now >= booking.startsAt) throw conflict(EVENT_NIGHT_MESSAGES.started);
        const late =
          booking.startsAt !== null && booking.startsAt.getTime() - now.getTime() < FREE_CANCEL_HOURS * HOUR_MS;
        await setBookingState(tx, booking.id, { status: 'cancelled', cancelledAt: now, lateCancellation: late });
        await freeSlot(tx, booking.opportunityId);
        await tell(tx, {
          action: 'booking_cancelled',
          applicationId: booking.id,
          personId: booking.personId,
          actorId: user.id,
          subject: `${late ? 'Late cancellation' : 'Cancelled'}: ${booking.title}`,
          content: late
            ? `Said they can't make it to ${booking.title}, less than 24 hours before the start.`
            : `Cancelled their booking for ${booking.title}.`,
          details: { title: booking.title, late },
        });
        if (late && booking.startsAt) {
          const person = await recipientOf(tx, booking.personId);
          const staff = await findAdminEmails(tx);
          for (const to of staff) {
            await enqueueEmail(tx, {
              kind: 'late_cancellation',
              to,
              ...lateCancellationEmail(site, {
                personName: person?.name ?? 'Someone',
                event: { title: booking.title, startsAt: booking.startsAt, timeZone: booking.timeZone },
                participantsUrl: link(`/admin/opportunity/${booking.opportunityId}`),
              }),
            });
          }
        }
        await offerNextSpot(tx, booking.opportunityId, now);
        return { status: 'cancelled' as const, lateCancellation: late };
      });
      deps.onOpportunityChanged();
      return result;
    },

    // D36: the first on the waitlist takes the offered spot (once: the offer and the opportunity
    // are held while it is taken), confirmed at once, with a ticket.
    async acceptOffer(user: SessionUser, offerId: string) {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const offer = isUuid(offerId) ? await lockOffer(tx, offerId) : undefined;
        if (!offer || offer.userId !== user.id) throw notFound(EVENT_NIGHT_MESSAGES.offerGone);
        if (offer.outcome !== null || offer.expiresAt <= now) throw conflict(EVENT_NIGHT_MESSAGES.offerGone);
        await assertNotBlocked(tx, offer.personId, now);
        const slots = await lockOpportunity(tx, offer.opportunityId);
        if (!slots || slots.slotsFilled >= slots.slotsTotal) throw conflict(EVENT_NIGHT_MESSAGES.noSpot);
        const booking = await lockBooking(tx, offer.applicationId);
        if (booking?.status !== 'waitlisted') throw conflict(EVENT_NIGHT_MESSAGES.offerGone);
        await answerOffer(tx, offer.id, 'accepted', now);
        await setBookingState(tx, booking.id, { status: 'accepted', confirmedAt: now, confirmAskedAt: now });
        await takeSlot(tx, offer.opportunityId);
        const ticket = await issueTicket(tx, booking);
        await sendTicket(tx, booking, ticket);
        await tell(tx, {
          action: 'spot_offer_answered',
          applicationId: booking.id,
          personId: booking.personId,
          actorId: user.id,
          subject: `Took the offered spot: ${offer.title}`,
          content: `Took the spot offered from the waitlist for ${offer.title}, and is confirmed.`,
          details: { title: offer.title, outcome: 'accepted' },
        });
        return { status: 'accepted' as const };
      });
      deps.onOpportunityChanged();
      return result;
    },

    async declineOffer(user: SessionUser, offerId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const offer = isUuid(offerId) ? await lockOffer(tx, offerId) : undefined;
        if (!offer || offer.userId !== user.id) throw notFound(EVENT_NIGHT_MESSAGES.offerGone);
        if (offer.outcome !== null) throw conflict(EVENT_NIGHT_MESSAGES.offerGone);
        await answerOffer(tx, offer.id, 'declined', now);
        await tell(tx, {
          action: 'spot_offer_answered',
          applicationId: offer.applicationId,
          personId: offer.personId,
          actorId: user.id,
          subject: `Declined the offered spot: ${offer.title}`,
          content: `Declined the spot offered from the waitlist for ${offer.title}.`,
          details: { title: offer.title, outcome: 'declined' },
        });
        await offerNextSpot(tx, offer.opportunityId, now);
        return { outcome: 'declined' as const };
      });
    },

    // D36, D37: what the dashboard shows a person of their event night.
    async mine(user: SessionUser): Promise<MyEventNightDto> {
      const person = await findPersonByUserId(db, user.id);
      if (!person) throw notFound('Profile not found');
      const now = clock.now();
      const [bookings, offers, reliability, history, block] = await Promise.all([
        listMyBookings(db, person.id, now),
        listMyOffers(db, person.id, now),
        findReliability(db, person.id),
        findReliabilityHistory(db, person.id),
        findActiveBlock(db, person.id, now),
      ]);
      return {
        bookings: bookings.map((booking) => ({
          applicationId: booking.applicationId,
          opportunityId: booking.opportunityId,
          title: booking.title,
          venue: booking.venue,
          startsAt: booking.startsAt.toISOString(),
          endsAt: booking.endsAt.toISOString(),
          callAt: booking.callAt?.toISOString() ?? null,
          timeZone: booking.timeZone,
          confirmation: booking.confirmedAt ? 'confirmed' : booking.confirmAskedAt ? 'asked' : 'not-asked',
          freeCancelUntil: new Date(booking.startsAt.getTime() - FREE_CANCEL_HOURS * HOUR_MS).toISOString(),
          checkedInAt: booking.checkedInAt?.toISOString() ?? null,
          ticket:
            booking.confirmedAt && booking.ticketId && booking.doorCode
              ? { qr: ticketPayload(deps.secret, booking.ticketId), doorCode: booking.doorCode }
              : null,
        })),
        offers: offers.map((offer) => ({
          ...offer,
          startsAt: offer.startsAt.toISOString(),
          endsAt: offer.endsAt.toISOString(),
          expiresAt: offer.expiresAt.toISOString(),
        })),
        reliability,
        history: toHistoryDto(history),
        block: block ? { reason: block.reason, until: block.endsAt.toISOString() } : null,
      };
    },
  };
}

export type EventNightService = ReturnType<typeof createEventNightService>;
