import { describe, expect, it } from 'vitest';
import { opportunityFiltersSchema } from './opportunity-filters';
import { filtersFromSearchParams, hasActiveFilters } from './opportunity-filters-url';

const KEYS = ['q', 'type', 'city', 'from', 'to', 'tags', 'sort'] as const;

// How the API's schema reads the same address: each refused value is dropped, then a to date
// before the from date.
function bySchema(params: URLSearchParams) {
  const valid: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (value && opportunityFiltersSchema.safeParse({ [key]: value }).success) valid[key] = value;
  }
  let parsed = opportunityFiltersSchema.safeParse(valid);
  if (!parsed.success) {
    delete valid.to;
    parsed = opportunityFiltersSchema.safeParse(valid);
  }
  // An empty list of tags is no tag filter.
  const given = ([, value]: [string, unknown]) =>
    value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
  return Object.fromEntries(Object.entries(parsed.data ?? {}).filter(given));
}

const TAG = '0b6c2f3e-6f1a-4d5e-9a7b-1c2d3e4f5a6b';
const VALUES: Record<(typeof KEYS)[number], string[]> = {
  q: ['', '  ', ' dj ', 'rooftop set', 'x'.repeat(200), 'x'.repeat(201)],
  type: ['', 'event', ' creative ', 'party', 'Event'],
  city: ['', 'Dallas', '  Austin ', 'y'.repeat(201)],
  from: ['', '2026-05-01', ' 2026-05-01 ', '2026-02-30', '2026-5-1', 'tomorrow'],
  to: ['', '2026-04-01', '2026-06-01', '2026-13-01'],
  tags: [
    '',
    TAG,
    `${TAG},${TAG.toUpperCase()},`,
    `${TAG},not-a-uuid`,
    '00000000-0000-0000-0000-000000000000',
    Array.from({ length: 21 }, (_, index) => `${String(index).padStart(8, '0')}-6f1a-4d5e-9a7b-1c2d3e4f5a6b`).join(','),
    ' , ',
    'dj,paid',
    ' DJ , live-band ',
    'dj,dj',
    `dj,${TAG}`,
    'r&b',
    '-dj',
    'live--band',
    'x'.repeat(65),
  ],
  sort: ['', 'featured', 'soonest', ' newest ', 'relevance', 'Soonest'],
};

describe('filtersFromSearchParams', () => {
  it('reads every address as the API schema does', () => {
    const addresses: URLSearchParams[] = [];
    for (const key of KEYS) {
      for (const value of VALUES[key]) addresses.push(new URLSearchParams({ [key]: value }));
    }
    // Every combination of two keys, and the from/to order rule.
    for (const [index, first] of KEYS.entries()) {
      for (const second of KEYS.slice(index + 1)) {
        for (const a of VALUES[first]) {
          for (const b of VALUES[second]) addresses.push(new URLSearchParams({ [first]: a, [second]: b }));
        }
      }
    }
    expect(addresses.length).toBeGreaterThan(400);
    for (const params of addresses) {
      expect(filtersFromSearchParams(params), params.toString()).toEqual(bySchema(params));
    }
  });

  it('says whether any filter is on', () => {
    expect(hasActiveFilters(filtersFromSearchParams(new URLSearchParams('type=party')))).toBe(false);
    expect(hasActiveFilters(filtersFromSearchParams(new URLSearchParams('city=Tulsa')))).toBe(true);
  });
});
