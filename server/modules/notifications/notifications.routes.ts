import { Hono } from 'hono';
import { notificationSwitchesUpdateSchema } from '@shared/email-settings';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../lib/request-body';
import type { NotificationSettingsDto } from './notifications.dto';
import type { NotificationsService } from './notifications.service';
import { describeRoute } from '../../openapi/describe-route';

// /api/admin/notification-settings — admin only (the admin guard; D12: settings are admin pages).
export function notificationsRoutes(notifications: NotificationsService) {
  return new Hono<AppEnv>()
    .get('/', describeRoute({ summary: 'Which status emails are switched on', access: 'admins' }), async (c) => {
      const body: NotificationSettingsDto = { switches: await notifications.switches() };
      return c.json(body);
    })
    .patch(
      '/',
      describeRoute({
        summary: 'Switch status emails on or off',
        access: 'admins',
        body: notificationSwitchesUpdateSchema,
      }),
      async (c) => {
        const change = await readJson(c, notificationSwitchesUpdateSchema);
        const body: NotificationSettingsDto = { switches: await notifications.updateSwitches(change) };
        return c.json(body);
      },
    );
}
