import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { ChangePasswordInput } from '@shared/auth-schemas';
import { apiRequest } from '../../../lib/api-client';
import { accountSessionsQueryKey } from './list-sessions';

// D25 through the auth library's own endpoint: every other session of the account ends, and
// this browser gets a new one (D2).
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<ChangePasswordInput, 'currentPassword' | 'newPassword'>) =>
      apiRequest<unknown>('/auth/change-password', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
