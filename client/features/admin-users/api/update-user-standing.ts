import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { UserDetailDto } from '@server/modules/users/users.dto';
import type { PersonStandingInput } from '@shared/user-admin-schemas';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from './get-user';

export function useUpdateUserStanding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PersonStandingInput) =>
      apiRequest<UserDetailDto>(`/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey(id), user);
      return queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
