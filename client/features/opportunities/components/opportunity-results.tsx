import { CalendarX2, SearchX } from 'lucide-react';
import type { OpportunityCardDto } from '@server/modules/opportunities/opportunities.dto';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
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

// spec §2: 'Showing X of Y opportunities', the cards a page at a time, and the two empty
// states (none open at all, or none matching the filters).
export function OpportunityResults({
  items,
  total,
  openTotal,
  hasMore,
  loadingMore,
  onLoadMore,
  onClearFilters,
}: {
  items: OpportunityCardDto[];
  total: number;
  openTotal: number;
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
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {total} of {openTotal} opportunities
      </p>
      {total === 0 ? (
        <EmptyState
          icon={SearchX}
          title="No opportunities match your filters"
          description="Try adjusting your search or filters"
          action={
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
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
