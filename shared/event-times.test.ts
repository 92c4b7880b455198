import { describe, expect, it } from 'vitest';
import { isTimeZone, nextDay, zonedDateTime, zonedInstant } from './event-times';

describe('event times (issue 42)', () => {
  it('turns a day and a time where the event is into an instant, and back', () => {
    const start = zonedInstant('2026-12-12', '21:30', 'America/Chicago');
    expect(start.toISOString()).toBe('2026-12-13T03:30:00.000Z');
    expect(zonedDateTime(start, 'America/Chicago')).toEqual({ date: '2026-12-12', time: '21:30' });
    expect(zonedInstant('2026-07-04', '21:30', 'America/Chicago').toISOString()).toBe('2026-07-05T02:30:00.000Z');
    expect(zonedInstant('2026-07-04', '21:30', 'Europe/London').toISOString()).toBe('2026-07-04T20:30:00.000Z');
  });

  it('handles the hours a clock change skips or repeats', () => {
    // 2026-03-08 02:30 does not exist in Chicago: the time after the jump.
    expect(zonedDateTime(zonedInstant('2026-03-08', '02:30', 'America/Chicago'), 'America/Chicago').time).toBe('03:30');
    // 2026-11-01 01:30 happens twice: the first.
    expect(zonedInstant('2026-11-01', '01:30', 'America/Chicago').toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('knows time zones and days', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
