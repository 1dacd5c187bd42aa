import { proxy, subscribe } from 'valtio';
import { READINGS_DEFAULTS } from '../../../shared/contracts';
import { readStored, writeStored } from '../../../shared/lib';
import { QUICK_DATE_KEYS, queryRangeOf, type QueryRange } from '../../../shared/ui/date-range';

/**
 * Usage points a field engineer pinned for a site visit: fetched ahead with what their tabs
 * show, so they are there offline. Kept across reloads in local storage (wiped at sign-out).
 */
export const PINS_KEY = 'console.datalake.pinned';
export const MAX_PINS = 30;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

export const pinsState = proxy({ ids: readStored<string[]>(PINS_KEY, [], isIdList) });
subscribe(pinsState, () => writeStored(PINS_KEY, pinsState.ids));

export function togglePin(id: string): void {
  pinsState.ids = pinsState.ids.includes(id)
    ? pinsState.ids.filter((entry) => entry !== id)
    : [id, ...pinsState.ids].slice(0, MAX_PINS);
}

/** The readings a pin keeps: the last 7 days (the "Last week" quick date) ... */
const LAST_WEEK = QUICK_DATE_KEYS.indexOf('lastWeek');

/**
 * ... at the selectors' defaults. The range follows the clock by its rule, so the readings
 * view with "Last week" and the default selectors shows the very answer the pin keeps.
 */
export const PINNED_READINGS = READINGS_DEFAULTS;

export function pinnedReadingsRange(zone: string, now = Date.now()): QueryRange {
  return queryRangeOf({ fromDate: null, toDate: null, dateOptionIndex: LAST_WEEK }, now, zone);
}
