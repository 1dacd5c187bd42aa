import type { Locale, Period } from '../../../shared/contracts';
import { periodsOf } from '../../../shared/contracts/periods';
import { intlLocaleOf } from '../../../shared/i18n';

/** Where a point's period lies against the range: whole, or cut at its start or its end. */
export type PeriodCover = 'whole' | 'partial';

/**
 * The points of a macro period that the range covers only in part: the first period when the
 * range starts after it begins, the last when the range ends before it does (a day from
 * 08:58, "now" in the middle of today). Keyed by the period's start, as the server's points.
 */
export function partialPeriods(
  fromDate: number,
  toDate: number,
  zone: string,
  period: Period,
): Set<number> {
  if (period === 'None') return new Set();
  const periods = periodsOf(fromDate, toDate, zone, period);
  const partial = new Set<number>();
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (first && first[0] < fromDate) partial.add(first[0]);
  if (last && last[1] > toDate) partial.add(last[0]);
  return partial;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long' };

/**
 * How a point's period start reads, by the console's date rule (README, "Dates and times"): a
 * day as its date alone, a week by the date of its Monday, a month by its name and year, in
 * the zone the server grouped the readings in. Without a macro period: null (the caller shows
 * date and time).
 */
export function periodDateFormat(
  locale: Locale,
  zone: string,
  period: Period,
): ((at: number) => string) | null {
  if (period === 'None') return null;
  const format = new Intl.DateTimeFormat(intlLocaleOf(locale), {
    ...(period === 'Monthly' ? MONTH : DAY),
    timeZone: zone,
  });
  return (at) => format.format(at);
}
