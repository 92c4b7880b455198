import { z } from './zod';

// D15: lists that grow are paged by the server. Every paged endpoint takes `page` and
// `pageSize` and answers with a PagedList.
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

export type PagedList<Item> = {
  items: Item[];
  page: number;
  pageSize: number;
  // Items matching the query's search and filters (over all pages).
  total: number;
};

export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
}
