import { ArrowRight } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { formatDate } from '../../../lib/format';
import type { Dashboard } from '../api/get-dashboard';

// spec §2 'available positions' (D7: the newest open opportunities), each linking to its
// page with an 'apply' hint; 'view all' goes to /opportunities.
export function AvailablePositions({ positions }: { positions: Dashboard['openOpportunities'] }) {
  return (
    <section aria-labelledby="available-positions" className="grid content-start gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="available-positions" className="text-xl font-bold">
          Available positions
        </h2>
        <Link to="/opportunities" className="text-sm font-semibold text-violet-300 underline-offset-4 hover:underline">
          View all
        </Link>
      </div>
      {positions.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-card/50 px-4 py-6 text-center text-sm text-muted-foreground">
          No open positions right now. Check back soon.
        </p>
      ) : (
        <ul className="grid gap-2">
          {positions.map((position) => (
            <li key={position.id}>
              <Link
                to={`/opportunity/${position.id}`}
                className="group flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3 transition-colors hover:border-violet-400/60"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-semibold">{position.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {[position.city, formatDate(position.date)].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-violet-300">
                  Apply
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
