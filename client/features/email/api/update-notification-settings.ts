import { useQueryClient } from '../../../lib/query/provider';
import { useMutation } from '../../../lib/query/use-mutation';
import type { NotificationSwitchesUpdate } from '@shared/email-settings';
import type { NotificationSettingsDto } from '@server/modules/notifications/notifications.dto';
import { apiRequest } from '../../../lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: NotificationSwitchesUpdate) =>
      apiRequest<NotificationSettingsDto>('/admin/notification-settings', { method: 'PATCH', body: change }),
    // The server answers with every switch as stored (other admins' changes included).
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQueryKey, settings),
  });
}
