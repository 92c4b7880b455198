import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type OpportunityFilters, opportunityFiltersSchema } from '@shared/opportunity-filters';

const FILTER_KEYS = ['q', 'type', 'city', 'from', 'to', 'tags'] as const;

// The filters live in the page's URL (same names as the API), so a filtered list can be
// shared and survives a reload. A value the schema refuses (an edited URL) is dropped.
export function filtersFromSearchParams(params: URLSearchParams): OpportunityFilters {
  const raw: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  for (let attempt = 0; attempt <= FILTER_KEYS.length; attempt++) {
    const parsed = opportunityFiltersSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return {};
}

export function useOpportunityFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<Record<(typeof FILTER_KEYS)[number], string | string[] | undefined>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            const text = Array.isArray(value) ? value.join(',') : value;
            if (text) next.set(key, text);
            else next.delete(key);
          }
          return next;
        },
        // Typing in the search box should not add a history entry per keystroke.
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams(), { replace: true }), [setSearchParams]);

  return { filters, update, clear };
}
