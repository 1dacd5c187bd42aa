import dayjs, { type Dayjs } from 'dayjs';

/**
 * Pure date-range rules of the reused date-range picker (spec 2.4, 4, 5 and 9). Times are
 * epoch milliseconds in the browser's time zone; weeks start on Monday.
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

export const startOfDay = (at: number): Dayjs => dayjs(at).startOf('day');

/** Monday 00:00 of the week holding `at`. */
export function startOfWeek(at: number): Dayjs {
  const day = dayjs(at).startOf('day');
  return day.subtract((day.day() + 6) % 7, 'day');
}

/** The range of a quick date option (spec 4), ending now unless it is yesterday. */
export function quickDateRange(index: number, now: number): ResolvedRange | null {
  const key = QUICK_DATE_KEYS[index];
  if (!key) return null;
  const days = (n: number) => ({ fromDate: now - n * DAY, toDate: now });
  switch (key) {
    case 'today':
      return { fromDate: startOfDay(now).valueOf(), toDate: now };
    case 'yesterday': {
      const today = startOfDay(now);
      return { fromDate: today.subtract(1, 'day').valueOf(), toDate: today.valueOf() };
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
      return { fromDate: dayjs(now).subtract(1, 'year').valueOf(), toDate: now };
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

const UNIT_OF: Record<PresetUnit, 'minute' | 'hour' | 'day' | 'month' | 'year'> = {
  minutes: 'minute',
  hours: 'hour',
  days: 'day',
  months: 'month',
  years: 'year',
};

/** The selection a preset range stands for at `now`; null when it cannot apply. */
export function presetSelection(preset: Preset, now: number): DateRangeSelection | null {
  const fixed = (fromDate: number, toDate: number) => ({ fromDate, toDate, dateOptionIndex: null });
  switch (preset.kind) {
    case 'last': {
      if (!Number.isInteger(preset.amount) || preset.amount < 1) return null;
      return fixed(dayjs(now).subtract(preset.amount, UNIT_OF[preset.unit]).valueOf(), now);
    }
    case 'thisWeek':
      return fixed(startOfWeek(now).valueOf(), now);
    case 'lastWeek': {
      const monday = startOfWeek(now);
      return fixed(monday.subtract(7, 'day').valueOf(), monday.valueOf());
    }
    case 'thisMonth':
      return fixed(dayjs(now).startOf('month').valueOf(), now);
    case 'lastMonth': {
      const first = dayjs(now).startOf('month');
      return fixed(first.subtract(1, 'month').valueOf(), first.valueOf());
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
export function resolveSelection(selection: DateRangeSelection, now: number): ResolvedRange {
  if (selection.dateOptionIndex !== null) {
    const quick = quickDateRange(selection.dateOptionIndex, now);
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

export function queryRangeOf(selection: DateRangeSelection, now: number): QueryRange {
  const range = resolveSelection(selection, now);
  if (!followsClock(selection)) return range;
  const { fromDate, dateOptionIndex } = selection;
  return {
    ...range,
    live: {
      key: `live:${fromDate ?? ''}:${dateOptionIndex ?? ''}`,
      resolve: () => resolveSelection(selection, Date.now()),
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

/** Parses a 'YYYY-MM-DD' date field; null when it is not a real calendar date. */
export function parseDateField(text: string): { year: number; month: number; day: number } | null {
  const match = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
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

/** The moment of a date field and a time field; null when either is invalid (and so ignored). */
export function combineDateAndTime(dateText: string, timeText: string): number | null {
  const date = parseDateField(dateText);
  const seconds = parseTimeField(timeText);
  if (!date || seconds === null) return null;
  return new Date(
    date.year,
    date.month - 1,
    date.day,
    Math.floor(seconds / 3600),
    Math.floor((seconds % 3600) / 60),
    seconds % 60,
  ).getTime();
}

export const dateFieldOf = (at: number): string => dayjs(at).format('YYYY-MM-DD');
export const timeFieldOf = (at: number): string => dayjs(at).format('HH:mm:ss');

/** The displayed form of a moment: year.month.day @ hh:mm:ss (spec 2.4), 24-hour clock. */
export const formatRangeDate = (at: number): string => dayjs(at).format('YYYY.MM.DD @ HH:mm:ss');

/** hh:mm:ss of a moment, as the refresh control's "updated" time shows it. */
export const formatClockTime = (at: number): string => dayjs(at).format('HH:mm:ss');

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
export function quickDateSelection(index: number, now: number): DateRangeSelection | null {
  const range = quickDateRange(index, now);
  return range ? { ...range, dateOptionIndex: index } : null;
}

export const sameSelection = (a: DateRangeSelection, b: DateRangeSelection): boolean =>
  a.fromDate === b.fromDate && a.toDate === b.toDate && a.dateOptionIndex === b.dateOptionIndex;
