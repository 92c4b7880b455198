import { describe, expect, it } from 'vitest';
import { calendarAppLinks } from './calendar-app-links';

describe('the calendar feed in calendar apps (issue 41)', () => {
  it('subscribes Apple Calendar by webcal: and Google Calendar by its add-by-URL page', () => {
    expect(calendarAppLinks('https://backline.example/api/calendar/feed/abc_DEF-1')).toEqual({
      apple: 'webcal://backline.example/api/calendar/feed/abc_DEF-1',
      google:
        'https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fbackline.example%2Fapi%2Fcalendar%2Ffeed%2Fabc_DEF-1',
    });
    expect(calendarAppLinks('http://127.0.0.1:3000/api/calendar/feed/x').apple).toBe(
      'webcal://127.0.0.1:3000/api/calendar/feed/x',
    );
  });
});
