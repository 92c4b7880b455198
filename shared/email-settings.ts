import { z } from './zod';
import { sortDirectionField } from './admin-list-schemas';
import { EMAIL_KINDS, NOTIFICATION_KINDS, type NotificationKind, OUTBOX_STATUSES } from './domain-values';
import { pageQuerySchema } from './pagination';

// Product-wide notification switches (issue 7): every kind is on unless an admin turns it off.
export type NotificationSwitches = Record<NotificationKind, boolean>;

export const DEFAULT_NOTIFICATION_SWITCHES: NotificationSwitches = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, true]),
) as NotificationSwitches;

// PATCH body: any subset of the switches; unknown kinds are refused.
export const notificationSwitchesUpdateSchema = z
  .strictObject(
    Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: 'Each switch must be on or off' }).optional()]),
    ) as Record<NotificationKind, z.ZodOptional<z.ZodBoolean>>,
    { error: 'Unknown notification kind' },
  )
  .refine((value) => Object.values(value).some((on) => on !== undefined), 'Choose at least one notification to change');
export type NotificationSwitchesUpdate = z.input<typeof notificationSwitchesUpdateSchema>;

// Issue 19: the outbox table searches the recipient and subject, filters by kind and sorts by
// the time written, either way.
export const outboxQuerySchema = pageQuerySchema.extend({
  status: z.enum(OUTBOX_STATUSES, { error: 'Unknown email status' }).optional(),
  kind: z.enum(EMAIL_KINDS, { error: 'Unknown email kind' }).optional(),
  search: z.string().trim().max(200, 'Search is too long').optional(),
  sort: z.enum(['created'], 'Unknown sort').default('created'),
  dir: sortDirectionField,
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;
