import {
  addDaysIn,
  addMinutes,
  addMonthsIn,
  startOfDayIn,
  startOfMonthIn,
  startOfWeekIn,
} from '../../lib';

export {
  combineDateAndTime,
  dateFieldOf,
  formatClockTime,
  formatRangeDate,
  parseDateField,
  parseTimeField,
  timeFieldOf,
} from './dateFields';

/**
 * Pure date-range rules of the reused date-range picker (spec 2.4, 4, 5 and 9). Times are
 * epoch milliseconds; days, weeks and months, and what is typed and shown, are those of the
 * console's one time zone (`zone`, an IANA name), whatever the browser's; weeks start on Monday.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The range the queries use: both ends known. */
export interface ResolvedRange {
  fromDate: number;
  toDate: number;
}

/**
 * What the URL says (fromDate, toDate, dateOptionIndex):
 * - a quick date index: the range follows the clock, re-computed at every refresh;
 * - fromDate and toDate: a fixed range;
 * - fromDate alone: live, from that moment until now;
 * - nothing: live, the last 24 hours.
 */
export interface DateRangeSelection {
  fromDate: number | null;
  toDate: number | null;
  dateOptionIndex: number | null;
}

export const DEFAULT_SELECTION: DateRangeSelection = {
  fromDate: null,
  toDate: null,
  dateOptionIndex: null,
};

export const DEFAULT_LIVE_WINDOW_MS = DAY;

export const QUICK_DATE_KEYS = [
  'today',
  'yesterday',
  'lastWeek',
  'lastMonth',
  'last3Months',
  'last6Months',
  'last12Months',
] as const;
export type QuickDateKey = (typeof QUICK_DATE_KEYS)[number];

/** 00:00 in `zone` of the day holding `at`. */
export const startOfDay = (at: number, zone: string): number => startOfDayIn(at, zone);

/** Monday 00:00 in `zone` of the week holding `at`. */
export const startOfWeek = (at: number, zone: string): number => startOfWeekIn(at, zone);

/** The range of a quick date option (spec 4), ending now unless it is yesterday. */
export function quickDateRange(index: number, now: number, zone: string): ResolvedRange | null {
  const key = QUICK_DATE_KEYS[index];
  if (!key) return null;
  const days = (n: number) => ({ fromDate: now - n * DAY, toDate: now });
  switch (key) {
    case 'today':
      return { fromDate: startOfDay(now, zone), toDate: now };
    case 'yesterday': {
      const today = startOfDay(now, zone);
      return { fromDate: addDaysIn(today, -1, zone), toDate: today };
    }
    case 'lastWeek':
      return days(7);
    case 'lastMonth':
      return days(30);
    case 'last3Months':
      return days(90);
    case 'last6Months':
      return days(180);
    case 'last12Months':
      return { fromDate: addMonthsIn(now, -12, zone), toDate: now };
  }
}

export const PRESET_UNITS = ['minutes', 'hours', 'days', 'months', 'years'] as const;
export type PresetUnit = (typeof PRESET_UNITS)[number];

export const PRESET_KINDS = [
  'last',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
  'live',
] as const;
export type PresetKind = (typeof PRESET_KINDS)[number];

export type Preset =
  | { kind: 'last'; amount: number; unit: PresetUnit }
  | { kind: 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth' }
  | { kind: 'custom'; fromDate: number; toDate: number }
  | { kind: 'live'; fromDate: number };

/** `at` moved back by `amount` units: minutes and hours of elapsed time, the rest calendar. */
function subtractUnits(at: number, amount: number, unit: PresetUnit, zone: string): number {
  switch (unit) {
    case 'minutes':
      return addMinutes(at, -amount);
    case 'hours':
      return addMinutes(at, -60 * amount);
    case 'days':
      return addDaysIn(at, -amount, zone);
    case 'months':
      return addMonthsIn(at, -amount, zone);
    case 'years':
      return addMonthsIn(at, -12 * amount, zone);
  }
}

/** The selection a preset range stands for at `now`; null when it cannot apply. */
export function presetSelection(
  preset: Preset,
  now: number,
  zone: string,
): DateRangeSelection | null {
  const fixed = (fromDate: number, toDate: number) => ({ fromDate, toDate, dateOptionIndex: null });
  switch (preset.kind) {
    case 'last': {
      if (!Number.isInteger(preset.amount) || preset.amount < 1) return null;
      return fixed(subtractUnits(now, preset.amount, preset.unit, zone), now);
    }
    case 'thisWeek':
      return fixed(startOfWeek(now, zone), now);
    case 'lastWeek': {
      const monday = startOfWeek(now, zone);
      return fixed(addDaysIn(monday, -7, zone), monday);
    }
    case 'thisMonth':
      return fixed(startOfMonthIn(now, zone), now);
    case 'lastMonth': {
      const first = startOfMonthIn(now, zone);
      return fixed(addMonthsIn(first, -1, zone), first);
    }
    case 'custom':
      return rangeError(preset.fromDate, preset.toDate, 'end') === null
        ? fixed(preset.fromDate, preset.toDate)
        : null;
    case 'live':
      return isValidTime(preset.fromDate) && preset.fromDate <= now
        ? { fromDate: preset.fromDate, toDate: null, dateOptionIndex: null }
        : null;
  }
}

/** The concrete range of a selection at `now`. */
export function resolveSelection(
  selection: DateRangeSelection,
  now: number,
  zone: string,
): ResolvedRange {
  if (selection.dateOptionIndex !== null) {
    const quick = quickDateRange(selection.dateOptionIndex, now, zone);
    if (quick) return quick;
  }
  if (selection.fromDate !== null && selection.toDate !== null) {
    return { fromDate: selection.fromDate, toDate: selection.toDate };
  }
  if (selection.fromDate !== null && selection.fromDate <= now) {
    return { fromDate: selection.fromDate, toDate: now };
  }
  return { fromDate: now - DEFAULT_LIVE_WINDOW_MS, toDate: now };
}

/** True when the range moves with the clock (a quick date, live, or the default). */
export function followsClock(selection: DateRangeSelection): boolean {
  return selection.dateOptionIndex !== null || selection.toDate === null;
}

/**
 * A range as queries use it. One that follows the clock also carries its rule: a stable name
 * for query keys (the same in every tab and at every refresh) and the range as of now, so a
 * refetch of the same query asks for the moved range.
 */
export interface QueryRange extends ResolvedRange {
  live?: { key: string; resolve: () => ResolvedRange };
}

export function queryRangeOf(selection: DateRangeSelection, now: number, zone: string): QueryRange {
  const range = resolveSelection(selection, now, zone);
  if (!followsClock(selection)) return range;
  const { fromDate, dateOptionIndex } = selection;
  // A quick date's days are those of the zone: another zone is another range.
  const where = dateOptionIndex === null ? '' : `:${zone}`;
  return {
    ...range,
    live: {
      key: `live:${fromDate ?? ''}:${dateOptionIndex ?? ''}${where}`,
      resolve: () => resolveSelection(selection, Date.now(), zone),
    },
  };
}

/** What names a range in a query key: its rule when it follows the clock, else its ends. */
export const rangeKey = (range: QueryRange): string =>
  range.live ? range.live.key : `${range.fromDate}-${range.toDate}`;

/** The range to ask the server for now. */
export const currentRange = (range: QueryRange): ResolvedRange =>
  range.live ? range.live.resolve() : { fromDate: range.fromDate, toDate: range.toDate };

export const isValidTime = (value: number): boolean =>
  Number.isFinite(value) && Number.isInteger(value) && value >= 0 && value <= 8_640_000_000_000;

export type RangeError = 'startAfterEnd' | 'endBeforeStart' | 'invalid';

/**
 * Validation of an edited range (spec 5): which end is being edited decides the wording.
 */
export function rangeError(
  fromDate: number | null,
  toDate: number | null,
  edited: 'start' | 'end',
): RangeError | null {
  const edit = edited === 'start' ? fromDate : toDate;
  if (edit === null || !isValidTime(edit)) return 'invalid';
  if (fromDate === null || toDate === null) return null;
  if (!isValidTime(fromDate) || !isValidTime(toDate)) return 'invalid';
  if (fromDate > toDate) return edited === 'start' ? 'startAfterEnd' : 'endBeforeStart';
  return null;
}

export const URL_PARAMS = { from: 'fromDate', to: 'toDate', option: 'dateOptionIndex' } as const;

function timeParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return isValidTime(value) ? value : null;
}

/** The selection in a query string; invalid dates and a start after the end are ignored. */
export function selectionFromSearch(search: string): DateRangeSelection {
  const params = new URLSearchParams(search);
  const rawIndex = params.get(URL_PARAMS.option);
  const index = rawIndex !== null && /^\d+$/.test(rawIndex) ? Number(rawIndex) : null;
  const dateOptionIndex = index !== null && index < QUICK_DATE_KEYS.length ? index : null;
  let fromDate = timeParam(params, URL_PARAMS.from);
  let toDate = timeParam(params, URL_PARAMS.to);
  if (fromDate === null) toDate = null;
  if (fromDate !== null && toDate !== null && fromDate > toDate) {
    fromDate = null;
    toDate = null;
  }
  return { fromDate, toDate, dateOptionIndex };
}

/** `search` with the selection written into it; other parameters are kept. */
export function searchWithSelection(search: string, selection: DateRangeSelection): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: number | null) =>
    value === null ? params.delete(name) : params.set(name, String(value));
  set(URL_PARAMS.from, selection.fromDate);
  set(URL_PARAMS.to, selection.toDate);
  set(URL_PARAMS.option, selection.dateOptionIndex);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The selection a quick date option writes: its index, and its dates at the moment chosen. */
export function quickDateSelection(
  index: number,
  now: number,
  zone: string,
): DateRangeSelection | null {
  const range = quickDateRange(index, now, zone);
  return range ? { ...range, dateOptionIndex: index } : null;
}

export const sameSelection = (a: DateRangeSelection, b: DateRangeSelection): boolean =>
  a.fromDate === b.fromDate && a.toDate === b.toDate && a.dateOptionIndex === b.dateOptionIndex;
