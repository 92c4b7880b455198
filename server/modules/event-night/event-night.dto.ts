// Issue 42 (D36, D37): a person's event night, as their dashboard shows it.

export type MyBookingDto = {
  applicationId: string;
  opportunityId: string;
  title: string;
  venue: string | null;
  startsAt: string;
  endsAt: string;
  callAt: string | null;
  timeZone: string;
  // "Confirm you're coming to {title} on {day}" while asked and not confirmed.
  confirmation: 'not-asked' | 'asked' | 'confirmed';
  // Cancelled before this, it is not a late cancellation.
  freeCancelUntil: string;
  checkedInAt: string | null;
  // A confirmed booking's ticket: the QR code's content and the code printed under it.
  ticket: { qr: string; doorCode: string } | null;
};

export type MyOfferDto = {
  offerId: string;
  opportunityId: string;
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  expiresAt: string;
};

export type ReliabilityDto = {
  // Of the last (at most 10) bookings that ended, how many were attended; null before any.
  attended: number | null;
  counted: number | null;
};

export type ReliabilityHistoryItemDto = {
  opportunityId: string;
  title: string;
  startsAt: string | null;
  outcome: 'attended' | 'no_show' | 'late_cancellation';
};

export type ReliabilityBlockDto = { reason: string; until: string };

export type MyEventNightDto = {
  bookings: MyBookingDto[];
  offers: MyOfferDto[];
  reliability: ReliabilityDto;
  history: ReliabilityHistoryItemDto[];
  block: ReliabilityBlockDto | null;
};

// D37 on a person's page in the back office: what the person sees of it, for staff.
export type StaffReliabilityDto = {
  reliability: ReliabilityDto;
  history: ReliabilityHistoryItemDto[];
  block: ReliabilityBlockDto | null;
};
