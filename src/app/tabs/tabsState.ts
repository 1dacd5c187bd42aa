import { proxy } from 'valtio';
import {
  DEFAULT_REFRESH_INTERVAL_MS,
  MIN_REFRESH_INTERVAL_MS,
  isMultiScreenMode,
  type MultiScreenMode,
} from '../../shared/tabs';

/** The multi-screen setting, shared by every tab through local storage (spec 1). */
export const MULTI_SCREEN_KEY = 'console.multiScreen';
/** The refresh timer: in local storage when shared, in session storage when per tab. */
export const REFRESH_KEY = 'console.tabs.refresh';
/** The last date range chosen in MultiScreen mode, for tabs opened later. */
export const DATE_RANGE_KEY = 'console.tabs.dateRange';

export interface RefreshSettings {
  intervalMs: number;
  running: boolean;
}

export const DEFAULT_REFRESH: RefreshSettings = {
  intervalMs: DEFAULT_REFRESH_INTERVAL_MS,
  running: false,
};

export function isRefreshSettings(value: unknown): value is RefreshSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { intervalMs, running } = value as Record<string, unknown>;
  return (
    typeof intervalMs === 'number' &&
    Number.isFinite(intervalMs) &&
    intervalMs >= MIN_REFRESH_INTERVAL_MS &&
    typeof running === 'boolean'
  );
}

function read<T>(storage: Storage | null, key: string, valid: (v: unknown) => v is T): T | null {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return null;
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the setting lasts for this page.
  }
}

const local = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
const session = (): Storage | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage;

export function readStoredMode(): MultiScreenMode {
  return read(local(), MULTI_SCREEN_KEY, isMultiScreenMode) ?? 'MultiScreen';
}

/** The refresh timer of `mode`: shared by all tabs, or this tab's own (started from the shared). */
export function readRefresh(mode: MultiScreenMode): RefreshSettings {
  const shared = read(local(), REFRESH_KEY, isRefreshSettings) ?? DEFAULT_REFRESH;
  if (mode === 'MultiScreen') return shared;
  return read(session(), REFRESH_KEY, isRefreshSettings) ?? shared;
}

export function writeRefresh(mode: MultiScreenMode, settings: RefreshSettings): void {
  write(mode === 'MultiScreen' ? local() : session(), REFRESH_KEY, settings);
}

export function writeStoredMode(mode: MultiScreenMode): void {
  write(local(), MULTI_SCREEN_KEY, mode);
}

export function writeSharedDateRange(value: unknown): void {
  write(local(), DATE_RANGE_KEY, value);
}

export function readSharedDateRange<T>(valid: (v: unknown) => v is T): T | null {
  return read(local(), DATE_RANGE_KEY, valid);
}

/**
 * This tab's view of the many-tab coordination: the multi-screen mode (the stored setting when
 * the organization has the multiScreen feature, else Independent), the refresh timer in force
 * for this tab, and whether this tab leads.
 */
export const tabsState = proxy({
  tabId: '',
  storedMode: readStoredMode(),
  featureEnabled: false,
  mode: 'Independent' as MultiScreenMode,
  intervalMs: DEFAULT_REFRESH.intervalMs,
  running: false,
  isLeader: false,
  leaderId: null as string | null,
  /** Other windows that answered when this tab opened (null until the 1 s wait is over). */
  otherWindows: null as number | null,
});

export function effectiveMode(storedMode: MultiScreenMode, featureEnabled: boolean) {
  return featureEnabled ? storedMode : 'Independent';
}

/** Re-reads the mode and the refresh timer in force (after a setting changed anywhere). */
export function syncTabsState(): void {
  tabsState.storedMode = readStoredMode();
  const mode = effectiveMode(tabsState.storedMode, tabsState.featureEnabled);
  tabsState.mode = mode;
  const refresh = readRefresh(mode);
  tabsState.intervalMs = refresh.intervalMs;
  tabsState.running = refresh.running;
}
