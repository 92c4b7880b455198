import { useMutation } from '../../../lib/query/use-mutation';
import type { TeamConfirmationLinkInput } from '@shared/team-schemas';
import { apiRequest } from '../../../lib/api-client';

// D30: roles need a confirmed address; an admin sends the person their confirmation link again.
export function useSendConfirmationLink() {
  return useMutation({
    mutationFn: (input: TeamConfirmationLinkInput) =>
      apiRequest<unknown>('/admin/team/confirmation-link', { method: 'POST', body: input }),
  });
}
