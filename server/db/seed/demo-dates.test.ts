import { describe, expect, it } from 'vitest';
import { type DemoDay, demoDay, FRIDAY, SATURDAY, WINTER } from './demo-dates';

// Issue 41 (docs/decisions/153): the demo's days read as their titles say, whatever the day.
const on = (day: string) => new Date(`${day}T15:00:00Z`);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('demoDay', () => {
  it.each(['2026-01-01', '2026-02-27', '2026-06-15', '2026-10-31', '2026-11-28', '2026-12-31'])(
    'reads as the title says on %s',
    (today) => {
      const nye = demoDay({ next: '12-31' }, on(today));
      expect(nye.slice(5)).toBe('12-31');
      expect(nye >= today).toBe(true);
      const halloween = demoDay({ last: '10-31' }, on(today));
      expect(halloween.slice(5)).toBe('10-31');
      // Over everywhere (D22): at least two days ago.
      expect(halloween < demoDay({ inDays: -1 }, on(today))).toBe(true);
      const friday = demoDay({ inDays: 12, weekday: FRIDAY }, on(today));
      expect(weekday(friday)).toBe(FRIDAY);
      expect(friday >= demoDay({ inDays: 12 }, on(today))).toBe(true);
      const ball = demoDay({ inDays: 18, season: WINTER, weekday: SATURDAY }, on(today));
      expect(weekday(ball)).toBe(SATURDAY);
      expect(['12', '01', '02']).toContain(ball.slice(5, 7));
      expect(ball > today).toBe(true);
    },
  );

  it('keeps a day that already fits, and counts from the day it is loaded', () => {
    const today = on('2026-11-28');
    const cases: [DemoDay, string][] = [
      [{ inDays: 15 }, '2026-12-13'],
      [{ inDays: 21, season: WINTER }, '2026-12-19'],
      // Saturday 5 December.
      [{ inDays: 6, weekday: SATURDAY }, '2026-12-05'],
      [{ next: '12-31' }, '2026-12-31'],
      [{ next: '03-14' }, '2027-03-14'],
      [{ last: '10-31' }, '2026-10-31'],
    ];
    for (const [spec, day] of cases) expect(demoDay(spec, today), JSON.stringify(spec)).toBe(day);
    // In summer, a winter role waits for the winter.
    expect(demoDay({ inDays: 21, season: WINTER }, on('2026-06-15'))).toBe('2026-12-01');
  });
});
