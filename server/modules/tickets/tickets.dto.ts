// Issue 42 (D36): a ticket, as the page its link opens shows it (the link is the key: no session).
export type TicketDto = {
  opportunityId: string;
  title: string;
  venue: string | null;
  city: string | null;
  startsAt: string;
  endsAt: string;
  // When the crew is called, if they are.
  callAt: string | null;
  timeZone: string;
  // The short code printed under the QR code, typed at a door whose camera fails.
  doorCode: string;
  // The holder, by first name only: the page may be shown to anyone at the door.
  firstName: string | null;
  checkedIn: boolean;
};
