// Issue 41: a calendar feed (an https address) as the calendar apps take it. Apple Calendar
// subscribes to a webcal: address; Google Calendar's "add by URL" page takes one as `cid`.
export function calendarAppLinks(feedUrl: string): { apple: string; google: string } {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return {
    apple: webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}
