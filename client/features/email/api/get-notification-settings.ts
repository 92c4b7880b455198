import { queryOptions, useQuery } from '../../../lib/query/use-query';
import type { NotificationSettingsDto } from '@server/modules/notifications/notifications.dto';
import { apiRequest } from '../../../lib/api-client';

export const notificationSettingsQueryKey = ['admin', 'notification-settings'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest<NotificationSettingsDto>('/admin/notification-settings', { signal }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
