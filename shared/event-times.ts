// Issue 42 (D36): an event's times are instants, written and shown as the wall-clock time where
// it happens (its IANA time zone). Plain Intl, no library: both sides use it.

// "America/Chicago" and the like; anything Intl does not know is not a time zone.
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// One formatter per time zone, kept: making one costs about ten times what it takes to use it
// (50-120 µs, a check-in at the door's most expensive line of its own: docs/decisions/181). The
// zones are IANA's few hundred names (spelt in any case: the cache is emptied past a bound).
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
const WALL_CLOCK_FORMATS_MAX = 1_000;

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (wallClockFormats.size >= WALL_CLOCK_FORMATS_MAX) wallClockFormats.clear();
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

// The wall-clock parts of `instant` in `timeZone`.
function wallClock(instant: Date, timeZone: string) {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

// The instant at which the clocks of `timeZone` read `date` ("2026-12-12") `time` ("21:30"). In
// the hour a spring-forward skips, the time after it; in the hour a fall-back repeats, the first.
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets around the wanted time: an instant reading it with either (both, in a
  // repeated hour: the first; neither, in a skipped one: the later, past the jump).
  const offsetAt = (instant: number) => wallClock(new Date(instant), timeZone) - instant;
  const candidates = [...new Set([wanted - offsetAt(wanted - 86_400_000), wanted - offsetAt(wanted + 86_400_000)])];
  const reading = candidates.filter((instant) => wallClock(new Date(instant), timeZone) === wanted);
  return new Date(reading.length > 0 ? Math.min(...reading) : Math.max(...candidates));
}

// The day ("YYYY-MM-DD") and time ("HH:MM") `instant` reads where the event is.
export function zonedDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = new Date(wallClock(instant, timeZone));
  return { date: wall.toISOString().slice(0, 10), time: wall.toISOString().slice(11, 16) };
}

// The next calendar day of "YYYY-MM-DD".
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
