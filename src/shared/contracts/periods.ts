import type { Period } from './datalake';
import { fromZoned, zonedParts, type WallTime } from './zonedTime';

/** The wall-clock date the period holding `date` begins on: the day, Monday, or the 1st. */
function periodStart(date: WallTime, weekday: number, period: Exclude<Period, 'None'>): WallTime {
  if (period === 'Daily') return date;
  if (period === 'Monthly') return { ...date, day: 1 };
  // Weeks start on Monday (spec 1).
  return { ...date, day: date.day - ((weekday + 6) % 7) };
}

/** The date `count` periods after `date` (days past the month's end carry over, as in fromZoned). */
function after(date: WallTime, count: number, period: Exclude<Period, 'None'>): WallTime {
  if (period === 'Daily') return { ...date, day: date.day + count };
  if (period === 'Weekly') return { ...date, day: date.day + 7 * count };
  return { ...date, month: date.month + count };
}

/**
 * The local days, Monday weeks or months of the zone that overlap [from, to), as [start, end)
 * instants: a day across a DST change is 23 or 25 hours long. Each begins at local midnight
 * (when the zone skips midnight, at the moment the day begins).
 */
export function periodsOf(
  from: number,
  to: number,
  zone: string,
  period: Exclude<Period, 'None'>,
): [number, number][] {
  const { year, month, day, weekday } = zonedParts(from, zone);
  const first = periodStart({ year, month, day }, weekday, period);
  const periods: [number, number][] = [];
  let start = fromZoned(first, zone);
  for (let count = 1; start < to; count += 1) {
    const end = fromZoned(after(first, count, period), zone);
    periods.push([start, end]);
    start = end;
  }
  return periods;
}
