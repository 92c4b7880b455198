import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { BulkStatusResultDto } from '@server/modules/track-applications/application-review.dto';
import type { BulkStatusInput } from '@shared/application-review-schemas';
import { adminKeys } from '../../../lib/admin-query-keys';
import { apiRequest } from '../../../lib/api-client';

// Issue 19: one status for many applications, all or nothing; then everything that shows them.
export function useBulkSetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusInput) =>
      apiRequest<BulkStatusResultDto>('/admin/applications/bulk-status', { method: 'POST', body: input }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.applications() }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'application'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.activity() }),
      ]);
    },
  });
}
