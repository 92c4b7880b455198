import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { EmailLinkPreviewDto } from '@server/modules/accounts/email-links.dto';
import { apiRequest } from '../../../lib/api-client';

// Issue 40: what an emailed confirmation link will do in this browser. Reading it changes
// nothing; the page's button acts (confirm-email.ts).
export const emailLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['email-link', token],
    queryFn: () => apiRequest<EmailLinkPreviewDto>('/auth/email-link', { method: 'POST', body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useEmailLink(token: string) {
  return useQuery(emailLinkQueryOptions(token));
}
