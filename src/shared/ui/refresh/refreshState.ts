import { proxy, subscribe } from 'valtio';
import { readStored, writeStored } from '../../lib';
import {
  DEFAULT_REFRESH_UNIT,
  DEFAULT_REFRESH_VALUE,
  isRefreshUnit,
  type RefreshUnit,
} from './refreshInterval';

export interface RefreshSettings {
  value: number;
  unit: RefreshUnit;
  running: boolean;
}

export const REFRESH_SETTINGS_KEY = 'console.refreshEvery';

const isSettings = (value: unknown): value is RefreshSettings => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.value === 'number' &&
    isRefreshUnit(entry.unit) &&
    typeof entry.running === 'boolean'
  );
};

/**
 * The automatic refresh chosen in this browser: one timer setting for every page that shows
 * the control, remembered across reloads. Off until the user starts it.
 */
export const refreshSettings = proxy<RefreshSettings>(
  readStored<RefreshSettings>(
    REFRESH_SETTINGS_KEY,
    { value: DEFAULT_REFRESH_VALUE, unit: DEFAULT_REFRESH_UNIT, running: false },
    isSettings,
  ),
);

subscribe(refreshSettings, () => writeStored(REFRESH_SETTINGS_KEY, { ...refreshSettings }));
