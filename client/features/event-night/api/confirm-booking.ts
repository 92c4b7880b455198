import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import { apiRequest } from '../../../lib/api-client';
import { myEventNightQueryKey } from './get-my-event-night';

// D36: "Confirm you're coming": the ticket is issued (and emailed).
export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) =>
      apiRequest<{ confirmedAt: string }>(`/bookings/${encodeURIComponent(applicationId)}/confirm`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myEventNightQueryKey }),
  });
}
