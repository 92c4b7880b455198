import { TicketX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useTicket } from '../../features/event-night/api/get-ticket';
import { TicketCard } from '../../features/event-night/components/ticket-card';
import { ApiError } from '../../lib/api-client';
import { friendlyErrorMessage } from '../../lib/error-mapper';
import { Link, useParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

// Issue 42 (D36): /ticket/:payload, where the confirmation email's "Open my ticket" lands: the
// ticket large, for the door. The link is the key: no session needed.
export function TicketPage() {
  usePageTitle('Your ticket');
  const { payload = '' } = useParams();
  const ticket = useTicket(payload);
  return (
    <section className="bg-stage">
      <div className="mx-auto grid max-w-xl justify-items-center px-4 py-10 sm:px-6 sm:py-14">
        {!ticket.isSuccess && <h1 className="sr-only">Your ticket</h1>}
        {ticket.isPending ? (
          <div className="grid w-full max-w-sm gap-4" aria-busy="true">
            <p className="sr-only">Loading...</p>
            <Skeleton className="h-8" />
            <Skeleton className="h-80 w-full" />
          </div>
        ) : ticket.isError ? (
          <EmptyState
            icon={TicketX}
            title={
              ticket.error instanceof ApiError && ticket.error.status === 404
                ? 'This ticket is not valid'
                : 'Could not load this ticket'
            }
            description={
              ticket.error instanceof ApiError && ticket.error.status === 404
                ? 'The booking may have been cancelled or released, or the link is incomplete. Your dashboard shows your bookings.'
                : friendlyErrorMessage(ticket.error)
            }
            action={
              <Button asChild variant="outline">
                <Link to="/dashboard">Go to my dashboard</Link>
              </Button>
            }
          />
        ) : (
          <TicketCard ticket={ticket.data} payload={payload} />
        )}
      </div>
    </section>
  );
}
