import type { MessageEmailFrequency } from '@shared/messages';
import type { MessageEmailPreferenceDto } from '@server/modules/messages/messages.dto';
import { apiRequest } from '../../../lib/api-client';
import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { queryOptions, useQuery } from '../../../lib/query/use-query';

const preferenceKey = ['messages', 'email-preference'] as const;

export function useEmailPreference() {
  return useQuery(
    queryOptions({
      queryKey: preferenceKey,
      queryFn: ({ signal }) => apiRequest<MessageEmailPreferenceDto>('/messages/email-preference', { signal }),
    }),
  );
}

export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frequency: MessageEmailFrequency) =>
      apiRequest<MessageEmailPreferenceDto>('/messages/email-preference', { method: 'PUT', body: { frequency } }),
    onSuccess: (preference) => queryClient.setQueryData(preferenceKey, preference),
  });
}
