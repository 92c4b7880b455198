import type { DoorOutcome, DoorTone } from '@shared/door';

// Issue 42 (D36, docs/decisions/181): the door of an event, as its page shows it.

// Where a booking stands tonight: not in yet, in (late: after the call time, or the start
// without one), gone home, or not come.
export type DoorBookingStatus = 'expected' | 'in' | 'late' | 'out' | 'no_show';

export type DoorBookingDto = {
  applicationId: string;
  name: string | null;
  // The person's track (Performer, Ops, …), if they applied to one.
  role: string | null;
  status: DoorBookingStatus;
  checkedInAt: string | null;
  checkedInBy: string | null;
  checkedOutAt: string | null;
  noShowAt: string | null;
  // D31: the caller's own booking, which another admin handles.
  ownRecord: boolean;
};

export type DoorCountsDto = { expected: number; in: number; late: number; noShow: number };

export type DoorStateDto = {
  opportunityId: string;
  title: string;
  venue: string | null;
  timeZone: string;
  startsAt: string | null;
  endsAt: string | null;
  callAt: string | null;
  // D36: from 2 hours before the start to the end; null for an event without times.
  window: { opensAt: string; closesAt: string } | null;
  counts: DoorCountsDto;
  // Those matching the search, by name (at most DOOR_LIST_LIMIT), and how many match.
  bookings: DoorBookingDto[];
  total: number;
};

// What a scan answered: the same answer every time its nonce is sent.
export type DoorScanResultDto = {
  outcome: DoorOutcome;
  tone: DoorTone;
  message: string;
  applicationId: string | null;
  name: string | null;
  scannedAt: string;
};
