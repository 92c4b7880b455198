import { isCalendarDay } from './calendar-day';
import { OPPORTUNITY_TYPES, type OpportunityType } from './domain-values';
import { OPPORTUNITY_SHORT_TEXT_MAX_LENGTH, SEARCH_MAX_LENGTH, TAG_FILTER_MAX } from './limits';

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
  tags?: string[];
};

// The ids the API's schema takes (zod's uuid()).
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

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
  const tags = (params.get('tags') ?? '').split(',').filter((id) => id.trim() !== '');
  if (tags.length > 0 && tags.length <= TAG_FILTER_MAX && tags.every((id) => UUID.test(id))) {
    filters.tags = [...new Set(tags.map((id) => id.toLowerCase()))];
  }
  return filters;
}

export function hasActiveFilters(
  filters: Partial<Record<'q' | 'type' | 'city' | 'from' | 'to', string | null>> & { tags?: string[] },
): boolean {
  return Boolean(filters.q || filters.type || filters.city || filters.from || filters.to || filters.tags?.length);
}
