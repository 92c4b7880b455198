import { describe, expect, it } from 'vitest';
import { hasActiveFilters, opportunityFiltersSchema, opportunityListQuerySchema } from './opportunity-filters';

const TAG_A = '0b6c2f3e-6f1a-4d5e-9a7b-1c2d3e4f5a6b';
const TAG_B = '1b6c2f3e-6f1a-4d5e-9a7b-1c2d3e4f5a6b';

describe('opportunityListQuerySchema (spec §5 filters, D15 paging)', () => {
  it('reads a query string: blanks are no filter, tags are comma-separated ids', () => {
    expect(
      opportunityListQuerySchema.parse({
        q: '  dj ',
        type: '',
        city: 'Dallas',
        tags: `${TAG_A},${TAG_B.toUpperCase()},`,
      }),
    ).toEqual({
      sort: undefined,
      q: 'dj',
      type: undefined,
      city: 'Dallas',
      from: undefined,
      to: undefined,
      tags: [TAG_A, TAG_B],
      page: 1,
      pageSize: 20,
    });
  });

  it.each([
    [{ type: 'party' }, 'Choose a valid type'],
    [{ from: '2026-13-01' }, 'Enter a valid date'],
    [{ from: '2026-05-02', to: '2026-05-01' }, 'The from date must be on or before the to date'],
    [{ tags: 'dj,not a tag' }, 'Unknown tag'],
    [{ tags: 'live--band' }, 'Unknown tag'],
    [{ sort: 'relevance' }, 'Choose a valid order'],
    [{ q: 'x'.repeat(201) }, 'Search is too long'],
    [{ pageSize: '500' }, 'Too big: expected number to be <=50'],
  ])('refuses %o', (query, message) => {
    const result = opportunityListQuerySchema.safeParse(query);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes tags by slug, in any case, and by the ids of older links', () => {
    expect(opportunityFiltersSchema.parse({ tags: ` DJ ,live-band,dj,${TAG_A.toUpperCase()}` }).tags).toEqual([
      'dj',
      'live-band',
      TAG_A,
    ]);
  });

  it('tells filtered from unfiltered', () => {
    expect(hasActiveFilters(opportunityFiltersSchema.parse({}))).toBe(false);
    expect(hasActiveFilters(opportunityFiltersSchema.parse({ q: '  ' }))).toBe(false);
    expect(hasActiveFilters(opportunityFiltersSchema.parse({ tags: TAG_A }))).toBe(true);
    expect(hasActiveFilters(opportunityFiltersSchema.parse({ from: '2026-01-01' }))).toBe(true);
  });
});
