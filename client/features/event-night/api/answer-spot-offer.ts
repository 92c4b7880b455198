import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { myEventNightQueryKey } from './get-my-event-night';

export type SpotOfferAnswer = { offerId: string; answer: 'accept' | 'decline' };

// D36: a spot offered from the waitlist, taken (confirmed at once, with a ticket) or declined.
export function useAnswerSpotOffer(onChanged: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: SpotOfferAnswer) =>
      apiRequest<unknown>(`/spot-offers/${encodeURIComponent(offerId)}/${answer}`, { method: 'POST' }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: myEventNightQueryKey }), onChanged()]),
  });
}
