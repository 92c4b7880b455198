import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { SessionSummaryDto } from '@server/modules/accounts/accounts.dto';
import { apiRequest } from '../../../lib/api-client';

export type SessionSummary = SessionSummaryDto;

export const sessionQueryKey = ['session'] as const;

export const signedOutSession: SessionSummary = { user: null, person: null, roles: [], hasTrackApplication: false };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => apiRequest<SessionSummary>('/session', { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
