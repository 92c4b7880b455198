import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query/use-query';
import type { UsersListDto } from '@server/modules/users/users.dto';
import { apiRequest } from '../../../lib/api-client';

// `query`: the table's address parameters (filters, sort, page), as the API takes them.
export const usersQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => apiRequest<UsersListDto>(`/admin/users?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: string) {
  return useQuery(usersQueryOptions(query));
}
