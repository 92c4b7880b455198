import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

// Issue 42 (D36): a ticket by its id, with its event and holder. Only a booking that still
// holds (accepted, or completed since) has a ticket to show: a released or cancelled one's is void.
export type TicketRow = {
  opportunityId: string;
  title: string;
  venue: string | null;
  city: string | null;
  startsAt: Date;
  endsAt: Date;
  callAt: Date | null;
  timeZone: string;
  doorCode: string;
  name: string | null;
  checkedInAt: Date | null;
};

// opportunity_applications_ticket_idx.
export async function findTicket(executor: Executor, ticketId: string) {
  const [row] = await queryRows<TicketRow>(
    executor,
    sql`select o.id as "opportunityId", o.title, o.venue, o.city, o.starts_at as "startsAt", o.ends_at as "endsAt",
        o.call_at as "callAt", o.time_zone as "timeZone", oa.door_code as "doorCode", p.name,
        oa.checked_in_at as "checkedInAt"
      from opportunity_applications oa
      join opportunities o on o.id = oa.opportunity_id
      join people p on p.id = oa.person_id
      where oa.ticket_id = ${ticketId} and oa.status in ('accepted', 'completed')
        and oa.door_code is not null and o.starts_at is not null`,
  );
  return row;
}
