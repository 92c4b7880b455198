// Issue 41 (docs/decisions/153): the demo's days are made from the day it is loaded and read as
// their titles say: New Year's Eve on December 31, a Halloween bash on a past October 31, a
// winter ball in winter, a Friday residency on a Friday. A day is one of:
// - `inDays`: that many days on, moved to the next `weekday` (0 Sunday … 6 Saturday) and into the
//   next `season` when it falls outside it;
// - `next`: the next such month and day, today or later;
// - `last`: the last such month and day that is over everywhere (D22: at least two days ago).

// A month and day, "MM-DD".
type MonthDay = `${number}-${number}`;
type Season = { from: MonthDay; to: MonthDay };
export type DemoDay = { inDays: number; weekday?: number; season?: Season } | { next: MonthDay } | { last: MonthDay };

export const WINTER: Season = { from: '12-01', to: '02-28' };
export const FRIDAY = 5;
export const SATURDAY = 6;

const DAY_MS = 86_400_000;
const PAST_BY_DAYS = 2;

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const monthDay = (day: Date) => isoDay(day).slice(5);
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

function inSeason(day: Date, season: Season): boolean {
  const md = monthDay(day);
  return season.from <= season.to ? md >= season.from && md <= season.to : md >= season.from || md <= season.to;
}

// The first day from `day` on (or back, step -1) that satisfies `test`; a year holds every one.
function firstFrom(day: Date, step: 1 | -1, test: (candidate: Date) => boolean): Date {
  for (let offset = 0; offset <= 366; offset += 1) {
    const candidate = addDays(day, offset * step);
    if (test(candidate)) return candidate;
  }
  throw new Error('No such day within a year');
}

// The calendar day ("YYYY-MM-DD", UTC) of `spec`, counted from `today`.
export function demoDay(spec: DemoDay, today: Date): string {
  const start = new Date(`${isoDay(today)}T00:00:00Z`);
  if ('next' in spec) return isoDay(firstFrom(start, 1, (day) => monthDay(day) === spec.next));
  if ('last' in spec) return isoDay(firstFrom(addDays(start, -PAST_BY_DAYS), -1, (day) => monthDay(day) === spec.last));
  const onWeekday = (day: Date) =>
    spec.weekday === undefined ? day : firstFrom(day, 1, (candidate) => candidate.getUTCDay() === spec.weekday);
  let day = onWeekday(addDays(start, spec.inDays));
  const season = spec.season;
  if (season && !inSeason(day, season)) {
    day = onWeekday(firstFrom(day, 1, (candidate) => monthDay(candidate) === season.from));
  }
  return isoDay(day);
}
