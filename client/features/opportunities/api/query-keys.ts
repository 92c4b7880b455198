import type { OpportunityFilters } from '@shared/opportunity-filters';

// Every query of this feature starts with 'opportunities', so a change (an application, a
// tag) can refresh them together.
export const opportunityKeys = {
  all: ['opportunities'] as const,
  list: (filters: OpportunityFilters) => ['opportunities', 'list', filters] as const,
  detail: (id: string) => ['opportunities', 'detail', id] as const,
  similar: (id: string) => ['opportunities', 'similar', id] as const,
  myApplication: (id: string) => ['opportunities', 'my-application', id] as const,
  tags: ['opportunities', 'tags'] as const,
};
