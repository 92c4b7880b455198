import { useCallback, useMemo } from 'react';
import { filtersFromSearchParams } from '@shared/opportunity-filters-url';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';

const FILTER_KEYS = ['q', 'type', 'city', 'from', 'to', 'tags'] as const;

// The filters and the order (D22) live in the page's URL (same names as the API), so a
// filtered list can be shared and survives a reload. A value the API would refuse (an edited
// URL) is dropped. Clearing the filters keeps the order.
export function useOpportunityFilters() {
  const [searchParams, change] = useUrlParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  // Typing in the search box should not add a history entry per keystroke.
  const update = useCallback(
    (values: Partial<Record<(typeof FILTER_KEYS)[number] | 'sort', string | string[] | undefined>>) =>
      change(
        (next) =>
          setOrDelete(
            next,
            Object.fromEntries(
              Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : value]),
            ),
          ),
        { replace: true },
      ),
    [change],
  );

  const clear = useCallback(
    () =>
      change((next) => setOrDelete(next, Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]))), {
        replace: true,
      }),
    [change],
  );

  return { filters, update, clear };
}
