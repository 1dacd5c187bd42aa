import { readStored, writeStored } from '../../lib';
import { isValidTime, QUICK_DATE_KEYS, sameSelection, type DateRangeSelection } from './dateRange';

/** The time history keeps the last ranges applied, newest first (spec 3.6 and 9). */
export const TIME_HISTORY_LIMIT = 10;
export const TIME_HISTORY_KEY = 'console.timeHistory';

const isTimeOrNull = (value: unknown): boolean =>
  value === null || (typeof value === 'number' && isValidTime(value));

export function isSelection(value: unknown): value is DateRangeSelection {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const index = entry.dateOptionIndex;
  return (
    isTimeOrNull(entry.fromDate) &&
    isTimeOrNull(entry.toDate) &&
    (index === null ||
      (typeof index === 'number' &&
        Number.isInteger(index) &&
        index >= 0 &&
        index < QUICK_DATE_KEYS.length))
  );
}

const isHistory = (value: unknown): value is DateRangeSelection[] =>
  Array.isArray(value) && value.every(isSelection);

/** The history with `entry` first, without duplicates, at most ten entries. */
export function pushHistory(
  history: readonly DateRangeSelection[],
  entry: DateRangeSelection,
): DateRangeSelection[] {
  return [entry, ...history.filter((earlier) => !sameSelection(earlier, entry))].slice(
    0,
    TIME_HISTORY_LIMIT,
  );
}

export function readTimeHistory(): DateRangeSelection[] {
  return readStored(TIME_HISTORY_KEY, [], isHistory).slice(0, TIME_HISTORY_LIMIT);
}

export function rememberRange(entry: DateRangeSelection): DateRangeSelection[] {
  const next = pushHistory(readTimeHistory(), entry);
  writeStored(TIME_HISTORY_KEY, next);
  return next;
}
