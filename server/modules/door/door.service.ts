import {
  CHECK_IN_OPENS_BEFORE_START_MS,
  DOOR_LIST_LIMIT,
  type DoorOutcome,
  type DoorQuery,
  type DoorScanInput,
  doorTone,
} from '@shared/door';
import { zonedDateTime } from '@shared/event-times';
import { isUuid } from '@shared/ids';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { TRACK_DETAILS } from '@shared/track-catalog';
import type { Track } from '@shared/domain-values';
import { cursorBatches, mapBatches } from '../../db/cursor-batches';
import type { Database, Executor } from '../../db/database';
import { conflict, notFound, ownRecord } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { CsvExport } from '../../lib/csv';
import { type ChangeEvent, publishChange } from '../../realtime/change-events';
import { recordActivity } from '../activity/activity.repo';
import { bookingEventStatement, logBookingEvent } from '../event-night/booking-log.repo';
import { NO_SHOWS_TO_BLOCK } from '../event-night/event-night.service';
import { findActiveBlock, liftBlock, recentNoShows } from '../event-night/reliability.repo';
import { normalizeDoorCode, ticketIdOf } from '../event-night/tickets';
import { insertInteraction } from '../interactions/interactions.repo';
import { doorMessage } from './door-answers';
import type { DoorBookingDto, DoorBookingStatus, DoorScanResultDto, DoorStateDto } from './door.dto';
import {
  type DoorBooking,
  type DoorBookingKey,
  type DoorEvent,
  type DoorListRow,
  type HoursRow,
  checkOut,
  claimScan,
  countDoor,
  findDoorBooking,
  findDoorEvent,
  findScan,
  hoursExportQuery,
  listDoorBookings,
  type StoredScan,
  settleScan,
  undoNoShow,
} from './door.repo';

export const DOOR_MESSAGES = {
  opportunityNotFound: 'Opportunity not found',
  bookingNotFound: 'Booking not found',
  nonceElsewhere: 'This scan was already sent for another event',
  notCheckedIn: 'Not checked in yet',
  notNoShow: 'This booking is not a no-show',
  tooLateToCorrect: 'Too late to correct: the event ended more than 30 days ago',
} as const;

export const HOURS_HEADER = ['Check-in', 'Check-out', 'Name', 'Role', 'Time zone'] as const;

// The event-night job reaches back 30 days (no-shows, completions): a no-show corrected later
// would never be completed.
const CORRECTABLE_MS = 30 * 24 * 60 * 60 * 1000;
// A phone's clock a little ahead of the server's does not make a scan later than its arrival.
const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

const roleOf = (track: string | null) => (track && track in TRACK_DETAILS ? TRACK_DETAILS[track as Track].label : null);

function statusOf(row: DoorListRow): DoorBookingStatus {
  if (row.status === 'no_show') return 'no_show';
  if (!row.checkedInAt) return 'expected';
  if (row.checkedOutAt) return 'out';
  return row.late ? 'late' : 'in';
}

function windowOf(event: DoorEvent) {
  if (!event.startsAt || !event.endsAt) return null;
  return { opensAt: new Date(event.startsAt.getTime() - CHECK_IN_OPENS_BEFORE_START_MS), closesAt: event.endsAt };
}

const idOrNotFound = (raw: string, message: string) => {
  if (!isUuid(raw)) throw notFound(message);
  return raw.toLowerCase();
};

// Issue 42 (D36, D12, D31, D17, docs/decisions/181): the door of an event, for admins. A scan of
// a ticket's QR code, a typed door code or a name checks a booking in from 2 hours before the
// start to the end; each scan carries the phone's nonce, so one sent twice counts once; every
// change is announced to the open door pages of every server process.
export function createDoorService(deps: { db: Database; clock: Clock; secret: string }) {
  const { db, clock } = deps;

  async function eventOrNotFound(executor: Executor, rawOpportunityId: string) {
    const event = await findDoorEvent(executor, idOrNotFound(rawOpportunityId, DOOR_MESSAGES.opportunityNotFound));
    if (!event) throw notFound(DOOR_MESSAGES.opportunityNotFound);
    return event;
  }

  // D31: an admin's own booking is another admin's to handle.
  function assertNotOwn(booking: DoorBooking, actorId: string) {
    if (booking.userId === actorId) throw ownRecord(OWN_RECORD_MESSAGES.door);
  }

  async function bookingAt(tx: Executor, event: DoorEvent, rawApplicationId: string, actorId: string) {
    const applicationId = idOrNotFound(rawApplicationId, DOOR_MESSAGES.bookingNotFound);
    const booking = await findDoorBooking(tx, { applicationId }, { lock: true });
    if (!booking || booking.opportunityId !== event.id) throw notFound(DOOR_MESSAGES.bookingNotFound);
    assertNotOwn(booking, actorId);
    return booking;
  }

  const doorNotice = (event: DoorEvent): ChangeEvent => ({ topic: 'door', opportunityId: event.id });
  const doorChanged = (tx: Executor, event: DoorEvent) => publishChange(tx, doorNotice(event));

  // Written with the check-in itself (settleScan).
  const checkInStep = (booking: DoorBooking, at: Date, actorId: string) =>
    bookingEventStatement({
      action: 'checked_in',
      applicationId: booking.id,
      personId: booking.personId,
      actorId,
      subject: `Checked in: ${booking.title}`,
      content: `Checked in at the door of ${booking.title} at ${zonedDateTime(at, booking.timeZone).time}.`,
      details: { title: booking.title, checkedInAt: at.toISOString() },
    });

  // D36: a no-show undone, with its reason, in the feed and the log. D37: a block that rested on
  // it no longer has its two no-shows, and is lifted with the same words.
  async function correctNoShowOf(tx: Executor, booking: DoorBooking, at: Date, actorId: string, reason: string) {
    const now = clock.now();
    await undoNoShow(tx, booking.id, at, actorId);
    await logBookingEvent(tx, {
      action: 'no_show_corrected',
      applicationId: booking.id,
      personId: booking.personId,
      actorId,
      subject: `No-show corrected: ${booking.title}`,
      content: reason,
      details: { title: booking.title, reason },
    });
    if (!(await findActiveBlock(tx, booking.personId, now))) return;
    if ((await recentNoShows(tx, booking.personId, now)).length >= NO_SHOWS_TO_BLOCK) return;
    const note = `The no-show at ${booking.title} was corrected: ${reason}`;
    await liftBlock(tx, booking.personId, actorId, note, now);
    await recordActivity(tx, {
      userId: actorId,
      actionType: 'reliability_block_lifted',
      entityType: 'person',
      entityId: booking.personId,
      details: { note },
    });
    await insertInteraction(tx, {
      personId: booking.personId,
      userId: actorId,
      type: 'event',
      subject: 'Block on applying lifted',
      content: note,
    });
  }

  function keyOf(opportunityId: string, input: DoorScanInput): DoorBookingKey | 'forged' {
    if (input.applicationId !== undefined) return { applicationId: input.applicationId.toLowerCase() };
    if (input.code !== undefined) return { opportunityId, code: normalizeDoorCode(input.code) };
    const ticketId = ticketIdOf(deps.secret, input.payload ?? '');
    return ticketId ? { ticketId } : 'forged';
  }

  // What a new scan does: the booking it names (`key`) was held with its claim (claimScan), and
  // is decided here. A check-in's own writes (`checkIn`: the booking's check-in; `step`: its log
  // entries; `notices`: the door's change notice) are left to settleScan, which stores the outcome
  // with them in one round trip.
  async function decide(
    tx: Executor,
    event: DoorEvent,
    scan: { key: DoorBookingKey | 'forged'; booking: DoorBooking | undefined; scannedAt: Date },
    actorId: string,
  ): Promise<{
    outcome: DoorOutcome;
    booking?: DoorBooking;
    checkIn?: boolean;
    step?: ReturnType<typeof checkInStep>;
    notices?: ChangeEvent[];
  }> {
    const { booking, scannedAt } = scan;
    if (scan.key === 'forged') return { outcome: 'forged' };
    if (!booking) return { outcome: 'unknown' };
    assertNotOwn(booking, actorId);
    if (booking.opportunityId !== event.id) return { outcome: 'other_event', booking };
    const window = windowOf(event);
    if (!window) return { outcome: 'no_times', booking };
    // A second scan is harmless: it says when, and by whom, the first was.
    if (booking.status === 'completed' || (booking.status === 'accepted' && booking.checkedInAt)) {
      return { outcome: 'already_checked_in', booking };
    }
    if (booking.status === 'released' || booking.status === 'cancelled') return { outcome: booking.status, booking };
    if (booking.status !== 'accepted' && booking.status !== 'no_show') return { outcome: 'not_booked', booking };
    if (scannedAt < window.opensAt) return { outcome: 'not_open', booking };
    if (scannedAt >= window.closesAt) return { outcome: 'closed', booking };
    const corrected = booking.status === 'no_show';
    if (corrected) {
      // A scan made before the no-show mark that reached the server after it (queued offline):
      // the person was there.
      if (!booking.noShowAt || scannedAt >= booking.noShowAt) return { outcome: 'no_show', booking };
      const when = zonedDateTime(scannedAt, event.timeZone).time;
      await correctNoShowOf(
        tx,
        booking,
        scannedAt,
        actorId,
        `Scanned in at the door at ${when}; the scan arrived late.`,
      );
    }
    return {
      outcome: 'checked_in',
      booking,
      checkIn: !corrected,
      step: checkInStep(booking, scannedAt, actorId),
      notices: [doorNotice(event)],
    };
  }

  // The answer, from what was decided and the booking: the same words whenever the scan is sent
  // again (a replay reads the booking as it now stands; a new scan's answer comes from the
  // booking it held, which says the same: a check-in's answer names the person only).
  function answerOf(
    event: DoorEvent,
    scan: { outcome: DoorOutcome; applicationId: string | null; scannedAt: Date },
    booking: DoorBooking | undefined,
  ): DoorScanResultDto {
    return {
      outcome: scan.outcome,
      tone: doorTone(scan.outcome),
      message: doorMessage(scan.outcome, { event, booking, scannedAt: scan.scannedAt }),
      applicationId: scan.applicationId,
      name: booking?.name ?? null,
      scannedAt: scan.scannedAt.toISOString(),
    };
  }

  async function replayAnswer(tx: Executor, event: DoorEvent, first: StoredScan): Promise<DoorScanResultDto> {
    const booking = first.applicationId
      ? await findDoorBooking(tx, { applicationId: first.applicationId }, { lock: false })
      : undefined;
    return answerOf(event, first, booking);
  }

  const toBookingDto = (row: DoorListRow, callerId: string): DoorBookingDto => ({
    applicationId: row.id,
    name: row.name,
    role: roleOf(row.track),
    status: statusOf(row),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedInBy: row.checkedInAt ? row.checkedInByName : null,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
    noShowAt: row.noShowAt?.toISOString() ?? null,
    ownRecord: row.ownerUserId === callerId,
  });

  return {
    async state(rawOpportunityId: string, query: DoorQuery, callerId: string): Promise<DoorStateDto> {
      const event = await eventOrNotFound(db, rawOpportunityId);
      const [counts, list] = await Promise.all([
        countDoor(db, event.id),
        listDoorBookings(db, event.id, { search: query.search, limit: DOOR_LIST_LIMIT }),
      ]);
      const window = windowOf(event);
      return {
        opportunityId: event.id,
        title: event.title,
        venue: event.venue,
        timeZone: event.timeZone,
        startsAt: event.startsAt?.toISOString() ?? null,
        endsAt: event.endsAt?.toISOString() ?? null,
        callAt: event.callAt?.toISOString() ?? null,
        window: window ? { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString() } : null,
        counts,
        bookings: list.rows.map((row) => toBookingDto(row, callerId)),
        total: list.total,
      };
    },

    // D36: a scan, a typed code or a name. The scan's own time decides (a scan queued offline
    // arrives later), never later than its arrival.
    async scan(rawOpportunityId: string, input: DoorScanInput, actorId: string): Promise<DoorScanResultDto> {
      const scannedAt = earliest(new Date(input.scannedAt), clock.now());
      const opportunityId = idOrNotFound(rawOpportunityId, DOOR_MESSAGES.opportunityNotFound);
      return db.transaction(async (tx) => {
        const key = keyOf(opportunityId, input);
        const claim = await claimScan(
          tx,
          { nonce: input.nonce, opportunityId, scannedBy: actorId, scannedAt },
          key === 'forged' ? undefined : key,
        );
        if (!claim) throw notFound(DOOR_MESSAGES.opportunityNotFound);
        const { event } = claim;
        if (!claim.claimed) {
          const first = await findScan(tx, input.nonce);
          if (!first || first.opportunityId !== event.id) throw conflict(DOOR_MESSAGES.nonceElsewhere);
          return replayAnswer(tx, event, first);
        }
        const decided = await decide(tx, event, { key, booking: claim.booking, scannedAt }, actorId);
        const applicationId = decided.booking?.id ?? null;
        await settleScan(
          tx,
          { nonce: input.nonce, outcome: decided.outcome, applicationId },
          {
            checkIn: decided.checkIn ? { at: scannedAt, by: actorId } : undefined,
            step: decided.step,
            notices: decided.notices ?? [],
          },
        );
        return answerOf(event, { outcome: decided.outcome, applicationId, scannedAt }, decided.booking);
      });
    },

    // The hours a person worked end when they leave.
    async checkOut(rawOpportunityId: string, rawApplicationId: string, actorId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const event = await eventOrNotFound(tx, rawOpportunityId);
        const booking = await bookingAt(tx, event, rawApplicationId, actorId);
        const checkedIn = booking.checkedInAt && (booking.status === 'accepted' || booking.status === 'completed');
        if (!booking.checkedInAt || !checkedIn) throw conflict(DOOR_MESSAGES.notCheckedIn);
        if (booking.checkedOutAt) {
          throw conflict(`Already checked out at ${zonedDateTime(booking.checkedOutAt, event.timeZone).time}`);
        }
        const at = new Date(Math.max(booking.checkedInAt.getTime(), now.getTime()));
        await checkOut(tx, booking.id, at);
        await doorChanged(tx, event);
        return { applicationId: booking.id, checkedOutAt: at.toISOString() };
      });
    },

    // D36: staff correct a no-show with a reason. While the event runs the person is checked in
    // now; afterwards at its start (they were there; when they came is not known).
    async correctNoShow(rawOpportunityId: string, rawApplicationId: string, reason: string, actorId: string) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const event = await eventOrNotFound(tx, rawOpportunityId);
        const booking = await bookingAt(tx, event, rawApplicationId, actorId);
        if (booking.status !== 'no_show') throw conflict(DOOR_MESSAGES.notNoShow);
        if (event.endsAt && now.getTime() - event.endsAt.getTime() > CORRECTABLE_MS) {
          throw conflict(DOOR_MESSAGES.tooLateToCorrect);
        }
        const at = event.endsAt && event.startsAt && now >= event.endsAt ? event.startsAt : now;
        await correctNoShowOf(tx, booking, at, actorId, reason);
        await doorChanged(tx, event);
        return { applicationId: booking.id, checkedInAt: at.toISOString() };
      });
    },

    // Who worked, when they came and left (where the event is), for the payroll.
    async hoursExport(rawOpportunityId: string): Promise<CsvExport> {
      const event = await eventOrNotFound(db, rawOpportunityId);
      return {
        header: HOURS_HEADER,
        batches: mapBatches(cursorBatches<HoursRow>(db, hoursExportQuery(event.id)), (row) => [
          row.checked_in,
          row.checked_out,
          row.name,
          roleOf(row.track),
          row.time_zone,
        ]),
      };
    },
  };
}

export type DoorService = ReturnType<typeof createDoorService>;
