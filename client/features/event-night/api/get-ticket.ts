import { useQuery } from '../../../lib/query/use-query';
import type { TicketDto } from '@server/modules/tickets/tickets.dto';
import { apiRequest } from '../../../lib/api-client';

// D36: a ticket by its payload (the link is the key: no session needed).
export function useTicket(payload: string) {
  return useQuery({
    queryKey: ['ticket', payload],
    queryFn: ({ signal }) => apiRequest<TicketDto>(`/tickets/${encodeURIComponent(payload)}`, { signal }),
    retry: false,
  });
}

// The QR code, drawn by the server.
export const ticketQrSrc = (payload: string) => `/api/tickets/${encodeURIComponent(payload)}/qr.svg`;
