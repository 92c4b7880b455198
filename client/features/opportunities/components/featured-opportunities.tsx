import { ArrowRight } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { useOpportunityList } from '../api/list-opportunities';
import { OpportunityCard } from './opportunity-card';

const SHOWN = 3;

// The home page's few open opportunities, featured first (D8): the list's first page, which the
// list page then opens with at once.
export function FeaturedOpportunities() {
  const list = useOpportunityList({});
  const items = list.data?.pages[0]?.items.slice(0, SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="open-now" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-[0.2em] text-violet-300">Open now</p>
          <h2 id="open-now" className="text-3xl font-bold sm:text-4xl">
            Booking right now
          </h2>
        </div>
        <Link
          to="/opportunities"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-violet-300 hover:text-violet-200"
        >
          See all opportunities
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {items.map((opportunity) => (
          <li key={opportunity.id}>
            <OpportunityCard opportunity={opportunity} />
          </li>
        ))}
      </ul>
    </section>
  );
}
