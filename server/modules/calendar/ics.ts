// RFC 5545 iCalendar, the little of it an event needs: text escaped (backslash, semicolon,
// comma, newline), lines folded at 75 octets (a continuation starts with a space), CRLF endings.

export type IcsEvent = {
  uid: string;
  // Issue 42 (D36): the event's start and end, written in UTC (calendar apps show them in their
  // own zone, so no VTIMEZONE is needed).
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  url: string;
};

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

// Folds by octets without splitting a UTF-8 character.
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

// RFC 5545 DATE-TIME in UTC: 20311213T030000Z.
const stamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export function icsCalendar(input: { name: string; events: IcsEvent[]; now?: Date }): string {
  const now = stamp(input.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Backline//Opportunities//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
  ];
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${now}`,
      `DTSTART:${stamp(event.start)}`,
      `DTEND:${stamp(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `URL:${event.url}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
