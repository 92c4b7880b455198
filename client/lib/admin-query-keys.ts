// Query keys of the back office, in one place: the features load with them and the live
// updates (D17) invalidate by them.
export type ActivityFilter = { limit: number; entityType?: string; entityId?: string };

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  opportunities: () => ['admin', 'opportunities'] as const,
  // Issue 19: the table's page by its query string, and one opportunity's page.
  opportunityList: (query: string) => ['admin', 'opportunities', 'list', query] as const,
  opportunity: (id: string) => ['admin', 'opportunities', 'one', id] as const,
  // Under the opportunities: a change to an opportunity reloads its participants too.
  participants: (opportunityId: string) => ['admin', 'opportunities', opportunityId, 'participants'] as const,
  // D23: likewise its invitations, and the invite dialog's pickers.
  invitations: (opportunityId: string) => ['admin', 'opportunities', opportunityId, 'invitations'] as const,
  invitable: (search: string) => ['admin', 'opportunities', 'invitable', search] as const,
  applications: () => ['admin', 'applications'] as const,
  // Issue 19: a table's page by its query string (filters, sort, page).
  applicationList: (query: string) => ['admin', 'applications', query] as const,
  application: (applicationId: string) => ['admin', 'application', applicationId] as const,
  notes: (applicationId: string) => ['admin', 'notes', applicationId] as const,
  activity: () => ['admin', 'activity'] as const,
  activityFeed: (filter: ActivityFilter) => ['admin', 'activity', filter] as const,
  interactions: (personId: string) => ['admin', 'interactions', personId] as const,
  // Issue 42 (D37): a person's reliability on their user page.
  reliability: (personId: string) => ['admin', 'reliability', personId] as const,
  // Issue 42 (D36): an event's door, and its list as searched.
  door: (opportunityId: string) => ['admin', 'door', opportunityId] as const,
  doorState: (opportunityId: string, search: string) => ['admin', 'door', opportunityId, search] as const,
};

// PagedList pages (docs/decisions/005): the next page while rows remain.
export function nextPageOf(last: { page: number; pageSize: number; total: number }): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
