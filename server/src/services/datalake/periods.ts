import type { Period } from '../../../../src/shared/contracts/datalake';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** Whether the zone is one this runtime knows (IANA name). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(epoch: number, zone: string): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(epoch))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return local - Math.floor(epoch / 1000) * 1000;
}

function localDate(epoch: number, zone: string): LocalDate {
  const d = new Date(epoch + offsetAt(epoch, zone));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The instant a local date begins in the zone (midnight; zones change at night, not at 0:00). */
function startOf(date: LocalDate, zone: string): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day);
  const first = guess - offsetAt(guess, zone);
  return guess - offsetAt(first, zone);
}

function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function periodStart(date: LocalDate, period: Exclude<Period, 'None'>): LocalDate {
  if (period === 'Daily') return date;
  if (period === 'Monthly') return { ...date, day: 1 };
  // Weeks start on Monday (spec 1).
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

function next(date: LocalDate, period: Exclude<Period, 'None'>): LocalDate {
  if (period === 'Daily') return addDays(date, 1);
  if (period === 'Weekly') return addDays(date, 7);
  return date.month === 12
    ? { year: date.year + 1, month: 1, day: 1 }
    : { year: date.year, month: date.month + 1, day: 1 };
}

/**
 * The local days, Monday weeks or months of the zone that overlap [from, to), as
 * [start, end) instants: a day across a DST change is 23 or 25 hours long.
 */
export function periodsOf(
  from: number,
  to: number,
  zone: string,
  period: Exclude<Period, 'None'>,
): [number, number][] {
  const periods: [number, number][] = [];
  let date = periodStart(localDate(from, zone), period);
  let start = startOf(date, zone);
  while (start < to) {
    const following = next(date, period);
    const end = startOf(following, zone);
    periods.push([start, end]);
    date = following;
    start = end;
  }
  return periods;
}
