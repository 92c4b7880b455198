import { describe, expect, it } from 'vitest';
import { formatEventWhen } from './format';
import { formatEventMoment, formatEventTime } from './format-event-times';

// Engines put a narrow no-break space before AM and PM: read as a plain space here.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('event times where the event is (issue 42)', () => {
  const thisYear = new Date().getUTCFullYear();
  // 9 PM to 2 AM in Chicago, on December 12 of this year (standard time).
  const startsAt = `${thisYear}-12-13T03:00:00.000Z`;
  const endsAt = `${thisYear}-12-13T08:00:00.000Z`;

  it('reads the start and end in the event’s time zone, whatever the viewer’s', () => {
    expect(plain(formatEventWhen({ startsAt, endsAt, timeZone: 'America/Chicago' }))).toMatch(
      /^\w{3}, Dec 12 · 9:00 PM – 2:00 AM CST$/,
    );
    expect(plain(formatEventWhen({ startsAt, endsAt, timeZone: 'Europe/London' }))).toMatch(
      /^\w{3}, Dec 13 · 3:00 AM – 8:00 AM GMT$/,
    );
    expect(formatEventWhen({ startsAt: null, endsAt: null, timeZone: 'America/Chicago' })).toBe('');
  });

  it('names the year of another year, and writes days in full for a moment', () => {
    expect(
      plain(
        formatEventWhen({
          startsAt: '2031-05-21T01:00:00.000Z',
          endsAt: '2031-05-21T07:00:00.000Z',
          timeZone: 'America/Chicago',
        }),
      ),
    ).toBe('Tue, May 20, 2031 · 8:00 PM – 2:00 AM CDT');
    expect(plain(formatEventTime(startsAt, 'America/Chicago'))).toBe('9:00 PM CST');
    expect(plain(formatEventMoment(startsAt, 'America/Chicago'))).toMatch(/^\w+day, December 12, 9:00 PM CST$/);
  });
});
