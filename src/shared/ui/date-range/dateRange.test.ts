/* eslint-disable max-lines -- the cases of every rule of dateRange.ts, one describe each, read
   best side by side. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  combineDateAndTime,
  DAY,
  DEFAULT_SELECTION,
  followsClock,
  type DateRangeSelection,
  formatRangeDate,
  HOUR,
  parseDateField,
  parseTimeField,
  presetSelection,
  queryRangeOf,
  quickDateRange,
  quickDateSelection,
  rangeError,
  resolveSelection,
  searchWithSelection,
  selectionFromSearch,
  startOfWeek,
} from './dateRange';
import { quickDateMessages, rangeErrorMessages, dateRangeMessages } from './messages';
import {
  pushHistory,
  readTimeHistory,
  rememberRange,
  TIME_HISTORY_KEY,
  TIME_HISTORY_LIMIT,
} from './timeHistory';

// Vitest runs in the machine's zone; every expectation below is built with local dates.
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s).getTime();
// Wednesday 15 January 2025, 14:30:15.
const NOW = at(2025, 1, 15, 14, 30, 15);
// The zone the expectations are built in: the machine's.
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('quick dates (spec 4)', () => {
  it('has the seven options in order, named as the spec names them', () => {
    expect(Object.values(quickDateMessages).map((m) => m.defaultMessage)).toEqual([
      'Today',
      'Yesterday',
      'Last Week',
      'Last Month',
      'Last 3 Months',
      'Last 6 Months',
      'Last 12 Months',
    ]);
  });

  it('today runs from midnight to now and yesterday is the whole previous day', () => {
    expect(quickDateRange(0, NOW, ZONE)).toEqual({ fromDate: at(2025, 1, 15), toDate: NOW });
    expect(quickDateRange(1, NOW, ZONE)).toEqual({
      fromDate: at(2025, 1, 14),
      toDate: at(2025, 1, 15),
    });
  });

  it('the others reach back 7, 30, 90 and 180 days and one year', () => {
    expect(quickDateRange(2, NOW, ZONE)).toEqual({ fromDate: NOW - 7 * DAY, toDate: NOW });
    expect(quickDateRange(3, NOW, ZONE)).toEqual({ fromDate: NOW - 30 * DAY, toDate: NOW });
    expect(quickDateRange(4, NOW, ZONE)).toEqual({ fromDate: NOW - 90 * DAY, toDate: NOW });
    expect(quickDateRange(5, NOW, ZONE)).toEqual({ fromDate: NOW - 180 * DAY, toDate: NOW });
    expect(quickDateRange(6, NOW, ZONE)).toEqual({
      fromDate: at(2024, 1, 15, 14, 30, 15),
      toDate: NOW,
    });
  });

  it('has no option past the last', () => {
    expect(quickDateRange(7, NOW, ZONE)).toBeNull();
    expect(quickDateSelection(-1, NOW, ZONE)).toBeNull();
  });

  it('stores the index of the chosen option with its dates', () => {
    expect(quickDateSelection(2, NOW, ZONE)).toEqual({
      fromDate: NOW - 7 * DAY,
      toDate: NOW,
      dateOptionIndex: 2,
    });
  });
});

describe('preset ranges (spec 4)', () => {
  it('last N minutes, hours, days, months and years end now', () => {
    const last = (amount: number, unit: 'minutes' | 'hours' | 'days' | 'months' | 'years') =>
      presetSelection({ kind: 'last', amount, unit }, NOW, ZONE);
    expect(last(15, 'minutes')).toEqual({
      fromDate: NOW - 15 * 60_000,
      toDate: NOW,
      dateOptionIndex: null,
    });
    expect(last(6, 'hours')?.fromDate).toBe(NOW - 6 * HOUR);
    expect(last(2, 'days')?.fromDate).toBe(NOW - 2 * DAY);
    expect(last(1, 'months')?.fromDate).toBe(at(2024, 12, 15, 14, 30, 15));
    expect(last(2, 'years')?.fromDate).toBe(at(2023, 1, 15, 14, 30, 15));
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(presetSelection({ kind: 'last', amount: 0, unit: 'hours' }, NOW, ZONE)).toBeNull();
    expect(presetSelection({ kind: 'last', amount: 1.5, unit: 'hours' }, NOW, ZONE)).toBeNull();
    expect(
      presetSelection({ kind: 'last', amount: Number.NaN, unit: 'hours' }, NOW, ZONE),
    ).toBeNull();
  });

  it('weeks start on Monday', () => {
    expect(startOfWeek(NOW, ZONE).valueOf()).toBe(at(2025, 1, 13));
    // A Sunday belongs to the week that started six days before.
    expect(startOfWeek(at(2025, 1, 19, 23), ZONE).valueOf()).toBe(at(2025, 1, 13));
    expect(startOfWeek(at(2025, 1, 13, 0, 0, 1), ZONE).valueOf()).toBe(at(2025, 1, 13));
  });

  it('this week, last week, this month and last month', () => {
    expect(presetSelection({ kind: 'thisWeek' }, NOW, ZONE)).toMatchObject({
      fromDate: at(2025, 1, 13),
      toDate: NOW,
    });
    expect(presetSelection({ kind: 'lastWeek' }, NOW, ZONE)).toMatchObject({
      fromDate: at(2025, 1, 6),
      toDate: at(2025, 1, 13),
    });
    expect(presetSelection({ kind: 'thisMonth' }, NOW, ZONE)).toMatchObject({
      fromDate: at(2025, 1, 1),
      toDate: NOW,
    });
    expect(presetSelection({ kind: 'lastMonth' }, NOW, ZONE)).toMatchObject({
      fromDate: at(2024, 12, 1),
      toDate: at(2025, 1, 1),
    });
  });

  it('custom keeps valid ends and refuses a start after the end', () => {
    const custom = { kind: 'custom' as const, fromDate: at(2025, 1, 1), toDate: at(2025, 1, 2) };
    expect(presetSelection(custom, NOW, ZONE)).toEqual({
      fromDate: custom.fromDate,
      toDate: custom.toDate,
      dateOptionIndex: null,
    });
    expect(presetSelection({ ...custom, fromDate: at(2025, 1, 3) }, NOW, ZONE)).toBeNull();
  });

  it('live runs from a start until now, and refuses a start in the future', () => {
    expect(presetSelection({ kind: 'live', fromDate: at(2025, 1, 1) }, NOW, ZONE)).toEqual({
      fromDate: at(2025, 1, 1),
      toDate: null,
      dateOptionIndex: null,
    });
    expect(presetSelection({ kind: 'live', fromDate: NOW + 1 }, NOW, ZONE)).toBeNull();
  });
});

describe('resolving a selection', () => {
  it('defaults to the last 24 hours, following the clock', () => {
    expect(resolveSelection(DEFAULT_SELECTION, NOW, ZONE)).toEqual({
      fromDate: NOW - DAY,
      toDate: NOW,
    });
    expect(followsClock(DEFAULT_SELECTION)).toBe(true);
  });

  it('re-computes a quick date at every refresh', () => {
    const chosen = quickDateSelection(0, NOW, ZONE);
    if (!chosen) throw new Error('no quick date');
    const later = NOW + HOUR;
    expect(resolveSelection(chosen, later, ZONE)).toEqual({
      fromDate: at(2025, 1, 15),
      toDate: later,
    });
    expect(followsClock(chosen)).toBe(true);
  });

  it('keeps a fixed range fixed, and moves the end of a live one', () => {
    const fixed = { fromDate: at(2025, 1, 1), toDate: at(2025, 1, 2), dateOptionIndex: null };
    expect(resolveSelection(fixed, NOW, ZONE)).toEqual({
      fromDate: fixed.fromDate,
      toDate: fixed.toDate,
    });
    expect(followsClock(fixed)).toBe(false);
    const live = { fromDate: at(2025, 1, 1), toDate: null, dateOptionIndex: null };
    expect(resolveSelection(live, NOW, ZONE)).toEqual({ fromDate: live.fromDate, toDate: NOW });
    expect(followsClock(live)).toBe(true);
  });
});

describe('validation (spec 5)', () => {
  it('uses the spec messages verbatim', () => {
    expect(rangeErrorMessages.startAfterEnd.defaultMessage).toBe(
      'Start date cannot be after end date',
    );
    expect(rangeErrorMessages.endBeforeStart.defaultMessage).toBe(
      'End date cannot be before start date',
    );
    expect(rangeErrorMessages.invalid.defaultMessage).toBe('Date is invalid');
  });

  it('names the edited end when the ends cross', () => {
    expect(rangeError(NOW, NOW - 1, 'start')).toBe('startAfterEnd');
    expect(rangeError(NOW, NOW - 1, 'end')).toBe('endBeforeStart');
    expect(rangeError(NOW, NOW, 'end')).toBeNull();
    expect(rangeError(NOW - 1, NOW, 'start')).toBeNull();
  });

  it('calls a missing or impossible moment invalid', () => {
    expect(rangeError(null, NOW, 'start')).toBe('invalid');
    expect(rangeError(NOW, Number.NaN, 'end')).toBe('invalid');
    expect(rangeError(-5, NOW, 'start')).toBe('invalid');
    // Only the edited end is judged for being missing.
    expect(rangeError(null, NOW, 'end')).toBeNull();
  });

  it('reads year-month-day dates and refuses impossible ones', () => {
    expect(parseDateField('2025-01-31')).toEqual({ year: 2025, month: 1, day: 31 });
    expect(parseDateField(' 2024-2-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDateField('2025-02-29')).toBeNull();
    expect(parseDateField('2025-13-01')).toBeNull();
    expect(parseDateField('31.01.2025')).toBeNull();
    expect(parseDateField('')).toBeNull();
  });

  it('reads 24-hour times and refuses others', () => {
    expect(parseTimeField('23:59:59')).toBe(86_399);
    expect(parseTimeField('7:05')).toBe(7 * 3600 + 5 * 60);
    expect(parseTimeField('24:00')).toBeNull();
    expect(parseTimeField('12:60')).toBeNull();
    expect(parseTimeField('3 pm')).toBeNull();
  });

  it('combines a date and a time, and ignores an invalid one', () => {
    expect(combineDateAndTime('2025-01-15', '14:30:15', ZONE)).toBe(NOW);
    expect(combineDateAndTime('2025-01-32', '14:30:15', ZONE)).toBeNull();
    expect(combineDateAndTime('2025-01-15', '25:00', ZONE)).toBeNull();
  });
});

describe('display', () => {
  it('shows year.month.day @ hh:mm:ss on a 24-hour clock', () => {
    expect(formatRangeDate(at(2025, 1, 5, 17, 4, 9), ZONE)).toBe('2025.01.05 @ 17:04:09');
  });

  it('labels the picker as the spec does', () => {
    expect(dateRangeMessages.endingDate.defaultMessage).toBe('Ending Date');
    expect(dateRangeMessages.endingTime.defaultMessage).toBe('Ending Time');
    expect(dateRangeMessages.quickDates.defaultMessage).toBe('Quick dates');
  });
});

describe('the URL query (fromDate, toDate, dateOptionIndex)', () => {
  it('reads the three parameters', () => {
    expect(selectionFromSearch('?fromDate=100&toDate=200&dateOptionIndex=3')).toEqual({
      fromDate: 100,
      toDate: 200,
      dateOptionIndex: 3,
    });
    expect(selectionFromSearch('')).toEqual(DEFAULT_SELECTION);
  });

  it('ignores invalid dates, an unknown option and a start after the end', () => {
    expect(selectionFromSearch('?fromDate=abc&toDate=200')).toEqual(DEFAULT_SELECTION);
    expect(selectionFromSearch('?fromDate=300&toDate=200')).toEqual(DEFAULT_SELECTION);
    expect(selectionFromSearch('?fromDate=-1')).toEqual(DEFAULT_SELECTION);
    expect(selectionFromSearch('?dateOptionIndex=7').dateOptionIndex).toBeNull();
    expect(selectionFromSearch('?dateOptionIndex=1.5').dateOptionIndex).toBeNull();
    expect(selectionFromSearch('?fromDate=100&toDate=1e3')).toEqual({
      fromDate: 100,
      toDate: null,
      dateOptionIndex: null,
    });
  });

  it('writes the selection and keeps other parameters', () => {
    expect(
      searchWithSelection('?organization=nordkraft&fromDate=1&dateOptionIndex=2', {
        fromDate: 5,
        toDate: 9,
        dateOptionIndex: null,
      }),
    ).toBe('?organization=nordkraft&fromDate=5&toDate=9');
    expect(searchWithSelection('?fromDate=5', DEFAULT_SELECTION)).toBe('');
  });

  it('round-trips', () => {
    const selection = { fromDate: 1_700_000_000_000, toDate: null, dateOptionIndex: null };
    expect(selectionFromSearch(searchWithSelection('', selection))).toEqual(selection);
  });
});

describe('time history (spec 3.6 and 9)', () => {
  beforeEach(() => localStorage.clear());

  const entry = (n: number): DateRangeSelection => ({
    fromDate: n,
    toDate: n + 1,
    dateOptionIndex: null,
  });

  it('keeps the newest first, without duplicates, at most ten', () => {
    let history = [entry(1), entry(2)];
    history = pushHistory(history, entry(2));
    expect(history).toEqual([entry(2), entry(1)]);
    for (let n = 3; n < 20; n += 1) history = pushHistory(history, entry(n));
    expect(history).toHaveLength(TIME_HISTORY_LIMIT);
    expect(history[0]).toEqual(entry(19));
  });

  it('is kept in localStorage and survives malformed storage', () => {
    rememberRange(entry(1));
    rememberRange(entry(2));
    expect(readTimeHistory()).toEqual([entry(2), entry(1)]);
    localStorage.setItem(TIME_HISTORY_KEY, '{"not":"a list"}');
    expect(readTimeHistory()).toEqual([]);
    localStorage.setItem(TIME_HISTORY_KEY, JSON.stringify([{ fromDate: 'x' }]));
    expect(readTimeHistory()).toEqual([]);
  });
});

describe('the one clock: ranges in the console zone, not the browser zone', () => {
  const OSLO = 'Europe/Oslo';
  // 00:30 on Saturday 2 May 2026 in Oslo; still Friday 1 May in UTC.
  const LATE = Date.UTC(2026, 4, 1, 22, 30);

  it('today and yesterday are days in the zone', () => {
    expect(quickDateRange(0, LATE, OSLO)).toEqual({
      fromDate: Date.UTC(2026, 4, 1, 22),
      toDate: LATE,
    });
    expect(quickDateRange(1, LATE, OSLO)).toEqual({
      fromDate: Date.UTC(2026, 3, 30, 22),
      toDate: Date.UTC(2026, 4, 1, 22),
    });
    expect(quickDateRange(0, LATE, 'UTC')?.fromDate).toBe(Date.UTC(2026, 4, 1));
  });

  it('reads typed dates and times in the zone, across clock changes', () => {
    expect(combineDateAndTime('2026-05-02', '00:30:00', OSLO)).toBe(LATE);
    expect(combineDateAndTime('2026-03-29', '02:30:00', OSLO)).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(combineDateAndTime('2026-10-25', '02:30:00', OSLO)).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(formatRangeDate(LATE, OSLO)).toBe('2026.05.02 @ 00:30:00');
  });

  it('names the zone of a quick date in its query key', () => {
    const quick = { fromDate: null, toDate: null, dateOptionIndex: 0 };
    expect(queryRangeOf(quick, LATE, OSLO).live?.key).toBe('live::0:Europe/Oslo');
    expect(queryRangeOf(DEFAULT_SELECTION, LATE, OSLO).live?.key).toBe('live::');
  });
});
