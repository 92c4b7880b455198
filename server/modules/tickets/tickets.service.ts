import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { ticketIdOf, ticketPayload } from '../event-night/tickets';
import { qrPng, qrSvg } from './ticket-qr';
import type { TicketDto } from './tickets.dto';
import { findTicket } from './tickets.repo';

export const TICKET_NOT_FOUND = 'Ticket not found';

// Issue 42 (D36, docs/decisions/182): a ticket by its payload, the QR code's content. The
// payload is the key (no session): a forged or damaged one is refused before any lookup.
export function createTicketsService(db: Database, secret: string) {
  const genuine = (payload: string) => {
    const ticketId = ticketIdOf(secret, payload);
    if (!ticketId) throw notFound(TICKET_NOT_FOUND);
    return ticketId;
  };

  return {
    async ticket(payload: string): Promise<TicketDto> {
      const row = await findTicket(db, genuine(payload));
      if (!row) throw notFound(TICKET_NOT_FOUND);
      return {
        opportunityId: row.opportunityId,
        title: row.title,
        venue: row.venue,
        city: row.city,
        startsAt: new Date(row.startsAt).toISOString(),
        endsAt: new Date(row.endsAt).toISOString(),
        callAt: row.callAt ? new Date(row.callAt).toISOString() : null,
        timeZone: row.timeZone,
        doorCode: row.doorCode,
        firstName: row.name?.trim().split(/\s+/)[0] || null,
        checkedIn: row.checkedInAt !== null,
      };
    },

    // The image holds nothing but the payload: only its signature is checked, so an image is the
    // same for as long as its ticket exists (the door decides whether the ticket still admits).
    async qrSvg(payload: string): Promise<string> {
      return qrSvg(ticketPayload(secret, genuine(payload)));
    },
    async qrPng(payload: string): Promise<Buffer> {
      return qrPng(ticketPayload(secret, genuine(payload)));
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
