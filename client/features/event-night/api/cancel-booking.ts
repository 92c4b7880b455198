import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { myEventNightQueryKey } from './get-my-event-night';

// D36: "I can't make it". Later than 24 hours before the start, the server says it was late.
export function useCancelBooking(onChanged: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiRequest<{ status: 'cancelled'; lateCancellation: boolean }>(
        `/bookings/${encodeURIComponent(applicationId)}/cancel`,
        { method: 'POST' },
      ),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: myEventNightQueryKey }), onChanged()]),
  });
}
