import { useMutation } from '../../../lib/query/use-mutation';
import type { ContactMessageInput } from '@shared/contact-schemas';
import { apiRequest } from '../../../lib/api-client';

// Issue 16: a message to the team (docs/decisions/092).
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessageInput) =>
      apiRequest<{ sent: true }>('/contact', { method: 'POST', body: message }),
  });
}
