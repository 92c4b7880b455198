import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { AccountSessionDto } from '@server/modules/accounts/account-settings.dto';
import { apiRequest } from '../../../lib/api-client';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

export const accountSessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSessionsQueryKey,
    queryFn: ({ signal }) => apiRequest<{ items: AccountSessionDto[] }>('/account/sessions', { signal }),
    staleTime: 0,
  });

// D25: the account's signed-in devices.
export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}
