import { describe, expect, it } from 'vitest';
import { notificationSwitchesUpdateSchema, outboxQuerySchema } from './email-settings';

describe('notificationSwitchesUpdateSchema', () => {
  it('takes any subset of the kinds, as booleans', () => {
    expect(notificationSwitchesUpdateSchema.parse({ track_booked: false, opportunity_completed: true })).toEqual({
      track_booked: false,
      opportunity_completed: true,
    });
  });

  it.each([
    [{}, 'Choose at least one notification to change'],
    [{ track_booked: 'off' }, 'Each switch must be on or off'],
    [{ password_reset: false }, 'Unknown notification kind'],
  ])('refuses %o', (input, message) => {
    const result = notificationSwitchesUpdateSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('outboxQuerySchema', () => {
  it('pages and filters by a known status', () => {
    expect(outboxQuerySchema.parse({ status: 'failed', page: '2' })).toEqual({
      status: 'failed',
      page: 2,
      pageSize: 20,
      // Issue 19: newest first unless asked.
      sort: 'created',
      dir: 'desc',
    });
    expect(outboxQuerySchema.safeParse({ status: 'lost' }).error?.issues[0]?.message).toBe('Unknown email status');
  });
});
