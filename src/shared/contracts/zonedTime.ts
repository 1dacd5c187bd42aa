/**
 * Wall-clock time in a named IANA zone, whatever zone the browser or the server runs in (the
 * console's "one clock": every time shown or typed is in the configured zone; the server's
 * readings periods, periods.ts). Built on Intl only, so both sides share this one copy.
 *
 * Typed times that the zone skips or repeats at a daylight-saving change are read as Temporal's
 * "compatible" disambiguation reads them:
 * - a time in the gap (2026-03-29 02:30 in Europe/Oslo does not exist) moves forward by the
 *   length of the gap (03:30 summer time);
 * - a time that happens twice (2026-10-25 02:30 in Europe/Oslo) is the earlier of the two
 *   (02:30 summer time, 00:30 UTC).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A moment as a clock in some zone shows it; month 1–12, weekday 0 (Sunday) – 6. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

/** A wall-clock time to place in a zone; fields past their range carry over (day 32 …). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when this runtime (browser or server) knows `zone` as an IANA time zone. */
export function isKnownTimeZone(zone: string): boolean {
  if (formatters.has(zone)) return true;
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `at` (epoch ms) in `zone`. */
export function zonedParts(at: number, zone: string): ZonedParts {
  const fields: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(at)) fields[part.type] = part.value;
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    // Some engines write midnight as 24 even with h23.
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
    millisecond: ((at % 1000) + 1000) % 1000,
    weekday: WEEKDAYS[fields.weekday ?? ''] ?? 0,
  };
}

const wallOf = (time: WallTime): number =>
  Date.UTC(
    time.year,
    time.month - 1,
    time.day,
    time.hour ?? 0,
    time.minute ?? 0,
    time.second ?? 0,
    time.millisecond ?? 0,
  );

/** How far `zone`'s clock is ahead of UTC at `at`, in milliseconds. */
export function zoneOffset(at: number, zone: string): number {
  const parts = zonedParts(at, zone);
  return wallOf(parts) - at;
}

/**
 * The moment a clock in `zone` shows `time`. A skipped time moves forward by the gap, a
 * repeated one is its earlier occurrence (see the top of this file).
 */
export function fromZoned(time: WallTime, zone: string): number {
  const wall = wallOf(time);
  const before = zoneOffset(wall - DAY, zone);
  const after = zoneOffset(wall + DAY, zone);
  const candidates = (before === after ? [before] : [before, after])
    .map((offset) => wall - offset)
    .filter((at) => wall - zoneOffset(at, zone) === at);
  if (candidates.length > 0) return Math.min(...candidates);
  // In a gap: read with the offset in force before it, which lands after the gap.
  return wall - before;
}

/** 00:00 in `zone` of the day holding `at`. */
export function startOfDayIn(at: number, zone: string): number {
  const { year, month, day } = zonedParts(at, zone);
  return fromZoned({ year, month, day }, zone);
}

/** Monday 00:00 in `zone` of the week holding `at`. */
export function startOfWeekIn(at: number, zone: string): number {
  const { year, month, day, weekday } = zonedParts(at, zone);
  return fromZoned({ year, month, day: day - ((weekday + 6) % 7) }, zone);
}

/** The first of the month, 00:00 in `zone`, of the month holding `at`. */
export function startOfMonthIn(at: number, zone: string): number {
  const { year, month } = zonedParts(at, zone);
  return fromZoned({ year, month, day: 1 }, zone);
}

/** `at` moved by whole calendar days in `zone`, keeping the time of day. */
export function addDaysIn(at: number, days: number, zone: string): number {
  const parts = zonedParts(at, zone);
  return fromZoned({ ...parts, day: parts.day + days }, zone);
}

/**
 * `at` moved by calendar months in `zone`, keeping the time of day; a day past the end of the
 * target month becomes its last day (31 March less a month is 28 or 29 February).
 */
export function addMonthsIn(at: number, months: number, zone: string): number {
  const parts = zonedParts(at, zone);
  const target = new Date(Date.UTC(parts.year, parts.month - 1 + months, 1));
  const year = target.getUTCFullYear();
  const month = target.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return fromZoned({ ...parts, year, month, day: Math.min(parts.day, lastDay) }, zone);
}

/** `at` moved by minutes (absolute time: a clock change does not stretch an hour). */
export const addMinutes = (at: number, minutes: number): number => at + minutes * MINUTE;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** YYYY-MM-DD of `at` in `zone`. */
export function zonedDate(at: number, zone: string, separator = '-'): string {
  const { year, month, day } = zonedParts(at, zone);
  return [pad(year, 4), pad(month), pad(day)].join(separator);
}

/** HH:mm:ss (24-hour) of `at` in `zone`. */
export function zonedClock(at: number, zone: string): string {
  const { hour, minute, second } = zonedParts(at, zone);
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** ±HH:mm, the zone's offset from UTC at `at`. */
function offsetText(at: number, zone: string): string {
  const minutes = Math.round(zoneOffset(at, zone) / MINUTE);
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** ISO 8601 with the zone's offset (2026-05-01T23:46:05.000+02:00): exports read it as is. */
export function zonedIso(at: number, zone: string): string {
  const p = zonedParts(at, zone);
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  const time = `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(p.millisecond, 3)}`;
  return `${date}T${time}${offsetText(at, zone)}`;
}
