import { useQuery } from '../../../lib/query/use-query';
import type { UsersListDto } from '@server/modules/users/users.dto';
import { apiRequest } from '../../../lib/api-client';

const SHOWN = 8;

// The invite dialog's people picker: the admin user search (name, email, city, school).
export function useFindPeople(search: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['admin', 'users', 'invite-picker', search],
    queryFn: ({ signal }) =>
      apiRequest<UsersListDto>(`/admin/users?${new URLSearchParams({ search, pageSize: String(SHOWN) })}`, { signal }),
    enabled: options.enabled && search.length > 0,
    placeholderData: (previous) => previous,
  });
}
