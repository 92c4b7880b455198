import { isCalendarDay } from './calendar-day';
import { OPPORTUNITY_SORTS, OPPORTUNITY_TYPES, type OpportunitySort, type OpportunityType } from './domain-values';
import { OPPORTUNITY_SHORT_TEXT_MAX_LENGTH, SEARCH_MAX_LENGTH, TAG_FILTER_MAX } from './limits';
import { isTagReference } from './tag-slug';

// The opportunity filters as the list page keeps them in its address (D15), read without the
// validation library so the public list stays small: a value the API's schema
// (opportunity-filters.ts) would refuse is left out, as if it were not there. The tests check
// that both read every address alike.
export type UrlOpportunityFilters = {
  q?: string;
  type?: OpportunityType;
  city?: string;
  from?: string;
  to?: string;
  // Slugs, or the ids of older links (docs/decisions/097).
  tags?: string[];
  sort?: OpportunitySort;
};

export function filtersFromSearchParams(params: URLSearchParams): UrlOpportunityFilters {
  const filters: UrlOpportunityFilters = {};
  const text = (key: string, max: number) => {
    const value = params.get(key)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const q = text('q', SEARCH_MAX_LENGTH);
  if (q) filters.q = q;
  const type = params.get('type');
  if (type && (OPPORTUNITY_TYPES as readonly string[]).includes(type)) filters.type = type as OpportunityType;
  const city = text('city', OPPORTUNITY_SHORT_TEXT_MAX_LENGTH);
  if (city) filters.city = city;
  for (const key of ['from', 'to'] as const) {
    const day = params.get(key)?.trim();
    if (day && isCalendarDay(day)) filters[key] = day;
  }
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to;
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag) => tag !== '');
  if (tags.length > 0 && tags.length <= TAG_FILTER_MAX && tags.every(isTagReference)) filters.tags = [...new Set(tags)];
  const sort = params.get('sort');
  if (sort && (OPPORTUNITY_SORTS as readonly string[]).includes(sort)) filters.sort = sort as OpportunitySort;
  return filters;
}

export function hasActiveFilters(
  filters: Partial<Record<'q' | 'type' | 'city' | 'from' | 'to', string | null>> & { tags?: string[] },
): boolean {
  return Boolean(filters.q || filters.type || filters.city || filters.from || filters.to || filters.tags?.length);
}
