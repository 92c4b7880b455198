import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '../../lib/router/router';
import { LoadError } from '../../components/load-error';
import { useOpportunityList } from '../../features/opportunities/api/list-opportunities';
import { useOpportunityTags } from '../../features/opportunities/api/list-opportunity-tags';
import { OpportunityFilters } from '../../features/opportunities/components/opportunity-filters';
import {
  OpportunityResults,
  OpportunityResultsSkeleton,
} from '../../features/opportunities/components/opportunity-results';
import { useSession } from '../../features/session/api/get-session';
import { useRememberListAddress } from '../../features/opportunities/hooks/remember-list-address';
import { useOpportunityFilters } from '../../features/opportunities/hooks/use-opportunity-filters';
import { friendlyErrorMessage } from '../../lib/error-mapper';
import { formatCount } from '../../lib/format';
import { useHydrated } from '../../lib/use-hydrated';
import { usePageTitle } from '../../lib/use-page-title';

// D24: saving the search as an alert, only for a signed-in person (outside the first download).
const SaveSearchAlert = lazy(() =>
  import('../../features/job-alerts/components/save-search-alert').then((module) => ({
    default: module.SaveSearchAlert,
  })),
);

export function OpportunitiesPage() {
  usePageTitle('Opportunities');
  useRememberListAddress();
  const { filters, update, clear } = useOpportunityFilters();
  const tags = useOpportunityTags();
  const list = useOpportunityList(filters);
  const firstPage = list.data?.pages[0];
  const { search } = useLocation();
  const signedIn = Boolean(useSession().data?.user);
  // Issue 41: a lazy part is drawn once the page runs, never by the server, whose render cannot
  // wait for its code (React error #419, the page redrawn in the browser).
  const hydrated = useHydrated();

  // An older link names tags by id: the address says their slugs instead (docs/decisions/097).
  const tagItems = tags.data?.items;
  useEffect(() => {
    if (!tagItems || !filters.tags?.length) return;
    const slugs = filters.tags.map((reference) => tagItems.find((tag) => tag.id === reference)?.slug ?? reference);
    if (slugs.some((slug, index) => slug !== filters.tags?.[index])) update({ tags: [...new Set(slugs)] });
  }, [tagItems, filters.tags, update]);

  // "Did you mean …?": the same address with the suggested search.
  const suggestion = firstPage?.suggestion ?? null;
  let suggestionHref: string | undefined;
  if (suggestion) {
    const params = new URLSearchParams(search);
    params.set('q', suggestion);
    suggestionHref = `?${params.toString()}`;
  }

  return (
    <>
      <section className="bg-stage">
        <div className="mx-auto max-w-6xl px-4 pb-5 pt-8 sm:px-6 sm:pb-8 sm:pt-12">
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-violet-300 sm:mb-3 sm:text-sm">
            Open calls
          </p>
          <h1 className="mb-2 text-3xl font-bold sm:mb-4 sm:text-5xl">Opportunities</h1>
          <p className="max-w-2xl text-muted-foreground sm:text-lg">
            Shows, tours, content gigs and crew calls looking for people right now. Find your night and apply in a few
            minutes.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-5 px-4 pb-24 sm:gap-8 sm:px-6">
        <OpportunityFilters
          filters={filters}
          tags={tags.data?.items ?? []}
          onChange={update}
          onClear={clear}
          resultCount={firstPage && formatCount(firstPage.total, firstPage.totalCapped)}
        />
        {signedIn && hydrated && (
          <Suspense fallback={null}>
            <SaveSearchAlert />
          </Suspense>
        )}
        {list.isError && !firstPage ? (
          <LoadError
            message={friendlyErrorMessage(list.error)}
            onRetry={() => void list.refetch()}
            back={{ to: '/', label: 'Back to home' }}
          />
        ) : !firstPage ? (
          <OpportunityResultsSkeleton />
        ) : (
          <div
            aria-busy={list.isPlaceholderData}
            className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
          >
            <OpportunityResults
              items={list.data?.pages.flatMap((page) => page.items) ?? []}
              total={firstPage.total}
              totalCapped={firstPage.totalCapped}
              openTotal={firstPage.openTotal}
              openTotalCapped={firstPage.openTotalCapped}
              suggestion={suggestion}
              suggestionHref={suggestionHref}
              sort={filters.sort ?? 'featured'}
              searching={Boolean(filters.q)}
              onSortChange={(sort) => update({ sort: sort === 'featured' ? undefined : sort })}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              onClearFilters={clear}
            />
          </div>
        )}
      </div>
    </>
  );
}
