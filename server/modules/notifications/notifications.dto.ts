import type { NotificationSwitches } from '@shared/email-settings';

// GET / PATCH /api/admin/notification-settings: every kind with its switch.
export type NotificationSettingsDto = { switches: NotificationSwitches };
