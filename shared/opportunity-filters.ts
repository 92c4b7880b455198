import { z } from './zod';
import { OPPORTUNITY_SORTS, OPPORTUNITY_TYPES } from './domain-values';
import { isoDateField } from './iso-date';
import { OPPORTUNITY_SHORT_TEXT_MAX_LENGTH, SEARCH_MAX_LENGTH, TAG_FILTER_MAX } from './limits';
import { pageQuerySchema } from './pagination';
import { isTagReference } from './tag-slug';

// spec §5 opportunity filters: free text (D21: title, tags, city, venue and description), type,
// city, from and to dates, and tags that must all match; and the order (D22). The list page
// keeps them in its URL with the same names the API takes, so a filtered list can be shared
// (D15).

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const filterShape = {
  q: z.preprocess(blankAsMissing, z.string().trim().max(SEARCH_MAX_LENGTH, 'Search is too long').optional()),
  type: z.preprocess(blankAsMissing, z.enum(OPPORTUNITY_TYPES, 'Choose a valid type').optional()),
  city: z.preprocess(
    blankAsMissing,
    z.string().trim().max(OPPORTUNITY_SHORT_TEXT_MAX_LENGTH, 'City is too long').optional(),
  ),
  from: z.preprocess(blankAsMissing, isoDateField.optional()),
  to: z.preprocess(blankAsMissing, isoDateField.optional()),
  // Tags by slug (?tags=dj,paid), comma-separated in a query string; the ids of older links
  // still work (docs/decisions/097).
  tags: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((tag) => tag.trim() !== '') : value),
    z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .refine((tag) => isTagReference(tag), 'Unknown tag'),
      )
      .max(TAG_FILTER_MAX, `Choose at most ${TAG_FILTER_MAX} tags`)
      .transform((tags) => [...new Set(tags)])
      .optional(),
  ),
  sort: z.preprocess(blankAsMissing, z.enum(OPPORTUNITY_SORTS, 'Choose a valid order').optional()),
};

function datesInOrder(filters: { from?: string | null; to?: string | null }): boolean {
  return !filters.from || !filters.to || filters.from <= filters.to;
}
const DATE_ORDER_MESSAGE = { message: 'The from date must be on or before the to date', path: ['to'] };

export const opportunityFiltersSchema = z.object(filterShape).refine(datesInOrder, DATE_ORDER_MESSAGE);
export type OpportunityFilters = z.output<typeof opportunityFiltersSchema>;

export const opportunityListQuerySchema = z
  .object({ ...filterShape, ...pageQuerySchema.shape })
  .refine(datesInOrder, DATE_ORDER_MESSAGE);
export type OpportunityListQuery = z.output<typeof opportunityListQuerySchema>;

export { hasActiveFilters } from './opportunity-filters-url';
