import { Hono } from 'hono';
import { notificationSwitchesUpdateSchema } from '@shared/email-settings';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../lib/request-body';
import { type RolesLookup, requireRole } from '../../middleware/require-role';
import type { NotificationSettingsDto } from './notifications.dto';
import type { NotificationsService } from './notifications.service';

// Issue 7: product-wide notification switches, admin only (D12: settings are admin pages).
export function notificationsRoutes(notifications: NotificationsService, rolesOf: RolesLookup) {
  return new Hono<AppEnv>()
    .use('/admin/notification-settings', requireRole(rolesOf, ['admin']))
    .get('/admin/notification-settings', async (c) => {
      const body: NotificationSettingsDto = { switches: await notifications.switches() };
      return c.json(body);
    })
    .patch('/admin/notification-settings', async (c) => {
      const change = await readJson(c, notificationSwitchesUpdateSchema);
      const body: NotificationSettingsDto = { switches: await notifications.updateSwitches(change) };
      return c.json(body);
    });
}
