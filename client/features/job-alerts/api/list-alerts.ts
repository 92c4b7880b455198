import { useQuery } from '../../../lib/query/use-query';
import type { JobAlertsDto } from '@server/modules/job-alerts/job-alerts.dto';
import { apiRequest } from '../../../lib/api-client';

export const alertsQueryKey = ['alerts'] as const;

// D24: the person's job alerts.
export function useAlerts() {
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => apiRequest<JobAlertsDto>('/alerts', { signal }),
  });
}
