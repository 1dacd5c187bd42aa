import { fromZoned, zonedClock, zonedDate } from '../../lib';

/**
 * The date and time fields of the date-range picker and the forms its times are shown in:
 * typed and shown in the console's one time zone (`zone`, an IANA name), not the browser's.
 */

/** Parses a 'YYYY-MM-DD' date field; null when it is not a real calendar date. */
export function parseDateField(text: string): { year: number; month: number; day: number } | null {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

/** Parses a 24-hour 'HH:mm' or 'HH:mm:ss' time field into seconds since midnight. */
export function parseTimeField(text: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * The moment a date field and a time field name, read in `zone`; null when either is invalid
 * (and so ignored). A time the zone skips or repeats at a clock change is read as fromZoned
 * reads it (lib/zonedTime.ts): a skipped one moves forward by the gap, a repeated one is the
 * earlier.
 */
export function combineDateAndTime(
  dateText: string,
  timeText: string,
  zone: string,
): number | null {
  const date = parseDateField(dateText);
  const seconds = parseTimeField(timeText);
  if (!date || seconds === null) return null;
  return fromZoned(
    {
      ...date,
      hour: Math.floor(seconds / 3600),
      minute: Math.floor((seconds % 3600) / 60),
      second: seconds % 60,
    },
    zone,
  );
}

export const dateFieldOf = (at: number, zone: string): string => zonedDate(at, zone);
export const timeFieldOf = (at: number, zone: string): string => zonedClock(at, zone);

/** The displayed form of a moment: year.month.day @ hh:mm:ss (spec 2.4), 24-hour clock. */
export const formatRangeDate = (at: number, zone: string): string =>
  `${zonedDate(at, zone, '.')} @ ${zonedClock(at, zone)}`;

/** hh:mm:ss of a moment, as the refresh control's "updated" time shows it. */
export const formatClockTime = (at: number, zone: string): string => zonedClock(at, zone);
