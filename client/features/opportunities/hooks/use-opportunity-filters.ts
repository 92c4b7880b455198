import { useCallback, useMemo, useRef } from 'react';
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
  // The router hands a functional update the parameters of its last render, not those of an
  // update still on its way: two quick changes (clearing both dates) would undo the first.
  // Each change therefore builds on the last one asked for until the router renders it.
  const asked = useRef<{ over: URLSearchParams; params: URLSearchParams } | null>(null);

  const replace = useCallback(
    (params: URLSearchParams) => {
      asked.current = { over: searchParams, params };
      // Typing in the search box should not add a history entry per keystroke.
      setSearchParams(params, { replace: true });
    },
    [searchParams, setSearchParams],
  );

  const update = useCallback(
    (change: Partial<Record<(typeof FILTER_KEYS)[number], string | string[] | undefined>>) => {
      const latest = asked.current?.over === searchParams ? asked.current.params : searchParams;
      const next = new URLSearchParams(latest);
      for (const [key, value] of Object.entries(change)) {
        const text = Array.isArray(value) ? value.join(',') : value;
        if (text) next.set(key, text);
        else next.delete(key);
      }
      replace(next);
    },
    [searchParams, replace],
  );

  const clear = useCallback(() => replace(new URLSearchParams()), [replace]);

  return { filters, update, clear };
}
