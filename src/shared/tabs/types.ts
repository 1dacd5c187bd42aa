import type { QueryKey } from '@tanstack/react-query';

/**
 * The multi-screen setting (spec 2.4): in MultiScreen mode the open tabs share one date range
 * and one refresh timer; in Independent mode each tab has its own.
 */
export const MULTI_SCREEN_MODES = ['MultiScreen', 'Independent'] as const;
export type MultiScreenMode = (typeof MULTI_SCREEN_MODES)[number];

export const isMultiScreenMode = (value: unknown): value is MultiScreenMode =>
  typeof value === 'string' && (MULTI_SCREEN_MODES as readonly string[]).includes(value);

/** Default automatic refresh: 60 seconds (spec 9). */
export const DEFAULT_REFRESH_INTERVAL_MS = 60_000;
/** The shortest automatic refresh: 5 seconds (spec 5). */
export const MIN_REFRESH_INTERVAL_MS = 5_000;

/** What a refresh-every control needs: the shared (or this tab's) timer and its state. */
export interface SharedRefresh {
  mode: MultiScreenMode;
  intervalMs: number;
  running: boolean;
  /** True when this tab runs the timer for all tabs. */
  isLeader: boolean;
  /** When the refreshed data was last updated, in any tab (ms since the epoch). */
  lastRefreshAt: number | null;
  /** Starts automatic refresh, with a new interval when given. */
  start: (intervalMs?: number) => void;
  /** Stops automatic refresh: the interval is cleared (spec 2.4). */
  stop: () => void;
  /** Changes the interval, running or not. */
  setIntervalMs: (intervalMs: number) => void;
}

/** The date-range query parameters (spec 3.1) as they stand in the address. */
export interface DateRangeParams {
  fromDate: string | null;
  toDate: string | null;
  dateOptionIndex: string | null;
}

export const DATE_RANGE_PARAMS = ['fromDate', 'toDate', 'dateOptionIndex'] as const;

/** What a date-range picker needs to follow the other tabs. */
export interface SharedDateRange {
  mode: MultiScreenMode;
  /**
   * True while the page's range follows the other tabs (MultiScreen mode). The page keeps its
   * range in the address as before: a range chosen here is sent to the other tabs, and one
   * chosen in another tab is written into this tab's address.
   */
  shared: boolean;
  /**
   * The shared range this page takes because its address has none, or null. It is written
   * into the address after the first render; the page uses it from the first render on, so
   * its queries never start with the default range only to start again with this one.
   */
  adopted: DateRangeParams | null;
}

/**
 * The tab coordination the shell provides. Modules reach it through the hooks in this folder;
 * without a provider (unit tests, a page rendered alone) a tab runs its own timer.
 */
export interface TabCoordination {
  /**
   * Keeps `queryKeys` refreshed while automatic refresh runs. Only the leader tab runs the
   * timer; it asks one tab to refetch and every tab gets the fresh data.
   */
  useSharedRefresh: (queryKeys: readonly QueryKey[]) => SharedRefresh;
  /** Shares the page's date range (URL fromDate, toDate, dateOptionIndex) with other tabs. */
  useSharedDateRange: () => SharedDateRange;
}
