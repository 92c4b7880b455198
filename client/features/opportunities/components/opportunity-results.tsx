import { CalendarX2, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../../lib/router/router';
import type { OpportunityCardDto } from '@server/modules/opportunities/opportunities.dto';
import type { OpportunitySort } from '@shared/domain-values';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NativeSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCount } from '../../../lib/format';
import { OpportunityCard } from './opportunity-card';

export function OpportunityResultsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-72 rounded-lg" />
      ))}
    </div>
  );
}

// D22: the orders. While searching, the first is relevance, featured first among equals (D21).
function SortControl({
  sort,
  searching,
  onChange,
}: {
  sort: OpportunitySort;
  searching: boolean;
  onChange: (sort: OpportunitySort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted-foreground">
        Sort by
      </label>
      <NativeSelect
        id={id}
        value={sort}
        onChange={(event) => onChange(event.target.value as OpportunitySort)}
        className="h-9 w-auto py-1 text-sm"
      >
        <option value="featured">{searching ? 'Best match' : 'Featured'}</option>
        <option value="soonest">Soonest</option>
        <option value="newest">Newest</option>
      </NativeSelect>
    </div>
  );
}

// spec §2: 'Showing X of Y opportunities' (D21: "10,000+" past 10,000), the order (D22), the
// cards a page at a time, and the two empty states (none open at all, or none matching the
// filters, with a close spelling of the search when there is one: "Did you mean …?").
export function OpportunityResults({
  items,
  total,
  totalCapped,
  openTotal,
  openTotalCapped,
  suggestion,
  suggestionHref,
  sort,
  searching,
  onSortChange,
  hasMore,
  loadingMore,
  onLoadMore,
  onClearFilters,
}: {
  items: OpportunityCardDto[];
  total: number;
  totalCapped: boolean;
  openTotal: number;
  openTotalCapped: boolean;
  suggestion: string | null;
  suggestionHref: string | undefined;
  sort: OpportunitySort;
  searching: boolean;
  onSortChange: (sort: OpportunitySort) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onClearFilters: () => void;
}) {
  if (openTotal === 0) {
    return (
      <EmptyState
        icon={CalendarX2}
        title="No active opportunities at the moment"
        description="Check back soon for new opportunities"
      />
    );
  }
  return (
    <div className="grid gap-5">
      {/* The cards' titles are h3: this keeps the page's outline in order. */}
      <h2 className="sr-only">Results</h2>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {formatCount(total, totalCapped)} of {formatCount(openTotal, openTotalCapped)} opportunities
        </p>
        <SortControl sort={sort} searching={searching} onChange={onSortChange} />
      </div>
      {total === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No opportunities match your filters"
          description="Try adjusting your search or filters"
          action={
            <div className="grid justify-items-center gap-4">
              {suggestion && suggestionHref && (
                <p className="text-base">
                  Did you mean{' '}
                  <Link
                    to={suggestionHref}
                    className="font-semibold text-violet-300 underline underline-offset-4 hover:text-violet-200"
                  >
                    {suggestion}
                  </Link>
                  ?
                </p>
              )}
              <Button variant="outline" onClick={onClearFilters}>
                Clear filters
              </Button>
            </div>
          }
        />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((opportunity) => (
              <li key={opportunity.id}>
                <OpportunityCard opportunity={opportunity} />
              </li>
            ))}
          </ul>
          {hasMore && (
            <div className="flex justify-center">
              <Button variant="outline" size="lg" onClick={onLoadMore} disabled={loadingMore}>
                {loadingMore ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
