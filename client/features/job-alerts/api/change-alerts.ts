import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { JobAlertDto } from '@server/modules/job-alerts/job-alerts.dto';
import type { JobAlertInput } from '@shared/job-alerts';
import { apiRequest } from '../../../lib/api-client';
import { alertsQueryKey } from './list-alerts';

// D24: save, rename and delete; the list reloads after each.
function useAlertChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}

export const useSaveAlert = () =>
  useAlertChange((input: JobAlertInput) => apiRequest<JobAlertDto>('/alerts', { method: 'POST', body: input }));

export const useRenameAlert = () =>
  useAlertChange(({ id, name }: { id: string; name: string }) =>
    apiRequest<JobAlertDto>(`/alerts/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } }),
  );

export const useDeleteAlert = () =>
  useAlertChange((id: string) => apiRequest<void>(`/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' }));
