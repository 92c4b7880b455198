// D36 at the door: times on a 24-hour clock where the event is ("22:14"), as the server's
// answers say them.
export function doorClock(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(instant),
  );
}
