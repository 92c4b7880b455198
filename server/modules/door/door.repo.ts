import { type SQL, sql } from 'drizzle-orm';
import type { DoorOutcome } from '@shared/door';
import { type Executor, queryRows } from '../../db/database';
import { containsPattern } from '../../db/search-pattern';
import { type ChangeEvent, changeNotice } from '../../realtime/change-events';

// Issue 42 (D36, docs/decisions/181): the door's queries. An event's bookings are its accepted
// applications and those the night has ended (completed, no-show); `now` is the app's clock.

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export type DoorEvent = {
  id: string;
  title: string;
  venue: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  callAt: Date | null;
  timeZone: string;
};

const EVENT_COLUMNS = sql`id, title, venue, starts_at as "startsAt", ends_at as "endsAt", call_at as "callAt",
  time_zone as "timeZone"`;

const eventOf = (row: DoorEvent): DoorEvent => ({
  id: row.id,
  title: row.title,
  venue: row.venue,
  startsAt: asDate(row.startsAt),
  endsAt: asDate(row.endsAt),
  callAt: asDate(row.callAt),
  timeZone: row.timeZone,
});

export async function findDoorEvent(executor: Executor, opportunityId: string): Promise<DoorEvent | undefined> {
  const [row] = await queryRows<DoorEvent>(
    executor,
    sql`select ${EVENT_COLUMNS} from opportunities where id = ${opportunityId}`,
  );
  return row ? eventOf(row) : undefined;
}

// The booking a scan, a typed code or a name names, with its event and the names the door shows.
export type DoorBooking = {
  id: string;
  opportunityId: string;
  personId: string;
  // The person's account (D31: never checked in by themselves).
  userId: string | null;
  status: string;
  name: string | null;
  title: string;
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string;
  checkedInAt: Date | null;
  checkedInByName: string | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
};

export type DoorBookingKey = { applicationId: string } | { ticketId: string } | { opportunityId: string; code: string };

function keyCondition(key: DoorBookingKey): SQL {
  if ('applicationId' in key) return sql`oa.id = ${key.applicationId}`;
  // opportunity_applications_ticket_idx; opportunity_applications_door_code_idx.
  if ('ticketId' in key) return sql`oa.ticket_id = ${key.ticketId}`;
  return sql`oa.opportunity_id = ${key.opportunityId} and oa.door_code = ${key.code}`;
}

// The booking `key` names, with its event and the names the door shows. `lock`: its row is held
// until the transaction ends, so two scans of one ticket at the same moment check it in once (the
// second reads the first's check-in).
function bookingQuery(key: DoorBookingKey, options: { lock: boolean; claimed?: SQL }): SQL {
  return sql`select oa.id, oa.opportunity_id as "opportunityId", oa.person_id as "personId", p.user_id as "userId",
        oa.status, p.name, o.title, o.starts_at as "startsAt", o.ends_at as "endsAt", o.time_zone as "timeZone",
        oa.checked_in_at as "checkedInAt", oa.checked_out_at as "checkedOutAt", oa.no_show_at as "noShowAt",
        (select coalesce(cp.name, cu.name) from "user" cu left join people cp on cp.user_id = cu.id
          where cu.id = oa.checked_in_by limit 1) as "checkedInByName"
      from opportunity_applications oa
      join opportunities o on o.id = oa.opportunity_id
      join people p on p.id = oa.person_id
      where ${keyCondition(key)} ${options.claimed ? sql`and ${options.claimed}` : sql``}
      ${options.lock ? sql`for update of oa` : sql``}`;
}

// Raw rows, and row_to_json's, carry timestamps as text.
const bookingOf = (row: DoorBooking): DoorBooking => ({
  ...row,
  startsAt: asDate(row.startsAt),
  endsAt: asDate(row.endsAt),
  checkedInAt: asDate(row.checkedInAt),
  checkedOutAt: asDate(row.checkedOutAt),
  noShowAt: asDate(row.noShowAt),
});

export async function findDoorBooking(
  executor: Executor,
  key: DoorBookingKey,
  options: { lock: boolean },
): Promise<DoorBooking | undefined> {
  const [row] = await queryRows<DoorBooking>(executor, bookingQuery(key, options));
  return row ? bookingOf(row) : undefined;
}

// D36: a no-show corrected: booked and checked in again (the job completes it after the end).
export async function undoNoShow(executor: Executor, applicationId: string, at: Date, by: string): Promise<void> {
  await executor.execute(sql`
    update opportunity_applications set status = 'accepted', no_show_at = null, checked_in_at = ${at},
      checked_in_by = ${by}, updated_at = now()
    where id = ${applicationId}`);
}

// A door fact, not a decision: the booking's `updated_at` (its last decision, which the funnel's
// time to decision reads) stays (docs/decisions/184).
export async function checkOut(executor: Executor, applicationId: string, at: Date): Promise<void> {
  await executor.execute(sql`
    update opportunity_applications set checked_out_at = ${at} where id = ${applicationId}`);
}

// D36: a scan is claimed by its nonce before anything else, in the round trip that reads its
// event and, once claimed, holds the booking it names (`key`; none for a forged ticket): docs/
// decisions/181, "Cost of a scan". The same nonce again (a phone that sent it offline and again
// online, or twice at once) finds it claimed — after the first one's transaction ends, since the
// key is held until then — and changes and holds nothing. Undefined: no such event, nothing claimed.
export async function claimScan(
  executor: Executor,
  scan: { nonce: string; opportunityId: string; scannedBy: string; scannedAt: Date },
  key: DoorBookingKey | undefined,
): Promise<{ event: DoorEvent; claimed: boolean; booking: DoorBooking | undefined } | undefined> {
  // The booking is read once the claim is made (its condition reads the claim): a replay waiting
  // on the first scan's nonce never holds the booking meanwhile.
  const booking = key
    ? sql`, booking as (${bookingQuery(key, { lock: true, claimed: sql`exists (select from claimed)` })})`
    : sql``;
  const [row] = await queryRows<DoorEvent & { claimed: boolean; booking: DoorBooking | null }>(
    executor,
    sql`with event as (select ${EVENT_COLUMNS} from opportunities where id = ${scan.opportunityId}),
      claimed as (
        insert into door_scans (nonce, opportunity_id, scanned_by, scanned_at, outcome)
        select ${scan.nonce}, id, ${scan.scannedBy}, ${scan.scannedAt}, 'pending' from event
        on conflict (nonce) do nothing returning nonce
      )${booking}
      select event.*, exists (select from claimed) as claimed,
        ${key ? sql`(select row_to_json(booking) from booking)` : sql`null`} as booking
      from event`,
  );
  if (!row) return undefined;
  const { claimed, booking: held, ...event } = row;
  return { event: eventOf(event), claimed, booking: held ? bookingOf(held) : undefined };
}

export type StoredScan = {
  opportunityId: string;
  applicationId: string | null;
  scannedAt: Date;
  outcome: DoorOutcome;
};

export async function findScan(executor: Executor, nonce: string): Promise<StoredScan | undefined> {
  const [row] = await queryRows<StoredScan>(
    executor,
    sql`select opportunity_id as "opportunityId", application_id as "applicationId", scanned_at as "scannedAt",
        outcome from door_scans where nonce = ${nonce}`,
  );
  return row ? { ...row, scannedAt: new Date(row.scannedAt) } : undefined;
}

// A new scan settled in one round trip (docs/decisions/181, "Cost of a scan"): its outcome stored,
// the booking checked in when it was (`checkIn`; its `updated_at` stays, as checkOut says), the
// check-in's log entries (`step`, as bookingEventStatement writes them) and the door's change
// notices, sent on commit (D17).
export async function settleScan(
  executor: Executor,
  scan: { nonce: string; outcome: DoorOutcome; applicationId: string | null },
  options: {
    checkIn?: { at: Date; by: string };
    step?: { writes: SQL; notices: SQL };
    notices: readonly ChangeEvent[];
  },
): Promise<void> {
  const { checkIn, step } = options;
  const checked =
    checkIn && scan.applicationId
      ? sql`checked as (
          update opportunity_applications set checked_in_at = ${checkIn.at}, checked_in_by = ${checkIn.by}
          where id = ${scan.applicationId}
        ),`
      : sql``;
  const notices = [...options.notices.map(changeNotice), ...(step ? [step.notices] : [])];
  await executor.execute(sql`
    with ${checked} ${step ? sql`${step.writes},` : sql``} stored as (
      update door_scans set outcome = ${scan.outcome}, application_id = ${scan.applicationId} where nonce = ${scan.nonce}
    )
    select ${notices.length > 0 ? sql.join(notices, sql`, `) : sql`1`}`);
}

const BOOKED = sql`oa.status in ('accepted', 'completed', 'no_show')`;
// Checked in (completed bookings were), and came after the call time, or the start without one.
const IN = sql`oa.status in ('accepted', 'completed') and oa.checked_in_at is not null`;
const LATE = sql`${IN} and oa.checked_in_at > coalesce(o.call_at, o.starts_at)`;

export type DoorCounts = { expected: number; in: number; late: number; noShow: number };

// opportunity_applications_opportunity_idx: an event's applications.
export async function countDoor(executor: Executor, opportunityId: string): Promise<DoorCounts> {
  const [row] = await queryRows<DoorCounts>(
    executor,
    sql`select count(*)::int as expected, (count(*) filter (where ${IN}))::int as in,
        (count(*) filter (where ${LATE}))::int as late,
        (count(*) filter (where oa.status = 'no_show'))::int as "noShow"
      from opportunity_applications oa join opportunities o on o.id = oa.opportunity_id
      where oa.opportunity_id = ${opportunityId} and ${BOOKED}`,
  );
  return row ?? { expected: 0, in: 0, late: 0, noShow: 0 };
}

export type DoorListRow = {
  id: string;
  name: string | null;
  track: string | null;
  ownerUserId: string | null;
  status: string;
  late: boolean;
  checkedInAt: Date | null;
  checkedInByName: string | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
};

// The event's bookings by name, those whose name holds `search` (the database matches it:
// people_name_trgm_idx), with each person's current track (their role) and who checked them in.
export async function listDoorBookings(
  executor: Executor,
  opportunityId: string,
  options: { search?: string; limit: number },
): Promise<{ rows: DoorListRow[]; total: number }> {
  const matching = options.search ? sql`and p.name ilike ${containsPattern(options.search)}` : sql``;
  const rows = await queryRows<DoorListRow & { total: number }>(
    executor,
    sql`select oa.id, p.name, a.track, p.user_id as "ownerUserId", oa.status, coalesce(${LATE}, false) as late,
        oa.checked_in_at as "checkedInAt", oa.checked_out_at as "checkedOutAt", oa.no_show_at as "noShowAt",
        coalesce(cp.name, cu.name) as "checkedInByName", (count(*) over ())::int as total
      from opportunity_applications oa
      join opportunities o on o.id = oa.opportunity_id
      join people p on p.id = oa.person_id
      left join applications a on a.person_id = p.id and a.superseded_at is null
      left join "user" cu on cu.id = oa.checked_in_by
      left join people cp on cp.user_id = oa.checked_in_by
      where oa.opportunity_id = ${opportunityId} and ${BOOKED} ${matching}
      order by lower(p.name) nulls last, oa.id
      limit ${options.limit}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      checkedInAt: asDate(row.checkedInAt),
      checkedOutAt: asDate(row.checkedOutAt),
      noShowAt: asDate(row.noShowAt),
    })),
  };
}

export type HoursRow = {
  checked_in: string;
  checked_out: string | null;
  name: string | null;
  track: string | null;
  time_zone: string;
};

// The hours CSV: everyone checked in, in the order they came, their times where the event is.
export function hoursExportQuery(opportunityId: string): SQL {
  const local = (column: SQL) => sql`to_char(${column} at time zone o.time_zone, 'YYYY-MM-DD HH24:MI')`;
  return sql`select ${local(sql`oa.checked_in_at`)} as checked_in, ${local(sql`oa.checked_out_at`)} as checked_out,
      p.name, a.track, o.time_zone
    from opportunity_applications oa
    join opportunities o on o.id = oa.opportunity_id
    join people p on p.id = oa.person_id
    left join applications a on a.person_id = p.id and a.superseded_at is null
    where oa.opportunity_id = ${opportunityId} and ${IN}
    order by oa.checked_in_at, oa.id`;
}
