import { ArrowRight } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import type { OpportunityCardDto } from '@server/modules/opportunities/opportunities.dto';
import { TypeBadge } from './opportunity-badges';
import { OpportunityMeta } from './opportunity-meta';

// spec §2: up to 3 'Similar Opportunities'.
export function SimilarOpportunities({ items }: { items: OpportunityCardDto[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="similar-opportunities" className="grid gap-4">
      <h2 id="similar-opportunities" className="text-2xl font-bold">
        Similar Opportunities
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={`/opportunity/${item.id}`}
              className="group flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-5 transition-colors hover:border-violet-400/60"
            >
              <span className="flex">
                <TypeBadge type={item.opportunityType} />
              </span>
              <span className="font-display text-lg font-semibold leading-snug">{item.title}</span>
              <OpportunityMeta city={item.city} date={item.date} />
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-violet-300">
                View details
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
