import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UsersListDto } from '@server/modules/users/users.dto';
import { apiRequest } from '../../../lib/api-client';

export type UsersFilters = { search: string; status: string; rank: string };

export const usersQueryOptions = (filters: UsersFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'users', filters],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam) });
      if (filters.search) params.set('search', filters.search);
      if (filters.status) params.set('status', filters.status);
      if (filters.rank) params.set('rank', filters.rank);
      return apiRequest<UsersListDto>(`/admin/users?${params}`, { signal });
    },
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useUsers(filters: UsersFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}
