import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day';

describe('isCalendarDay', () => {
  it.each(['2026-06-01', '2028-02-29', '0001-01-01', '9999-12-31'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  // Issue 18 (finding 8): year 0000 reached the database, which refused it with a 500.
  it.each(['0000-01-01', '0000-12-31', '0000-02-29', '2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', ''])(
    'refuses %j',
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
    },
  );
});
