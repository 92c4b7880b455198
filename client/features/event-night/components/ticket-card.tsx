import type { TicketDto } from '@server/modules/tickets/tickets.dto';
import { CalendarClock, CheckCircle2, MapPin, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { formatEventWhen } from '../../../lib/format';
import { formatEventTime } from '../../../lib/format-event-times';
import { Link } from '../../../lib/router/router';
import { TicketCode } from './ticket-code';

// D36: a ticket shown large, for the door: whose it is, the event and its times where it
// happens, the QR code and the door code.
export function TicketCard({ ticket, payload }: { ticket: TicketDto; payload: string }) {
  const where = [ticket.venue, ticket.city].filter(Boolean).join(', ');
  return (
    <article className="grid justify-items-center gap-5 text-center" aria-labelledby="ticket-title">
      <div className="grid gap-1">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-violet-300">
          {ticket.firstName ? `${ticket.firstName}'s ticket` : 'Ticket'}
        </p>
        <h1 id="ticket-title" className="text-2xl font-bold break-words sm:text-3xl">
          <Link to={`/opportunity/${ticket.opportunityId}`} className="hover:text-violet-200">
            {ticket.title}
          </Link>
        </h1>
        {ticket.checkedIn && (
          <div>
            <Badge variant="green">
              <CheckCircle2 className="size-3" aria-hidden="true" />
              Checked in
            </Badge>
          </div>
        )}
      </div>
      <TicketCode payload={payload} doorCode={ticket.doorCode} title={ticket.title} large />
      <dl className="grid gap-2 text-sm">
        <div className="inline-flex items-center justify-center gap-1.5">
          <CalendarClock className="size-4 text-violet-300" aria-hidden="true" />
          <dt className="sr-only">When</dt>
          <dd>
            <time dateTime={ticket.startsAt}>{formatEventWhen(ticket)}</time>
          </dd>
        </div>
        {ticket.callAt && (
          <div className="inline-flex items-center justify-center gap-1.5">
            <Users className="size-4 text-violet-300" aria-hidden="true" />
            <dt>Crew call</dt>
            <dd>{formatEventTime(ticket.callAt, ticket.timeZone)}</dd>
          </div>
        )}
        {where && (
          <div className="inline-flex items-center justify-center gap-1.5">
            <MapPin className="size-4 text-violet-300" aria-hidden="true" />
            <dt className="sr-only">Where</dt>
            <dd>{where}</dd>
          </div>
        )}
      </dl>
      <p className="max-w-sm text-sm text-muted-foreground">
        Show the QR code at the door. If the camera can't read it, give them the door code.
      </p>
    </article>
  );
}
