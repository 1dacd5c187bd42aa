export {
  DATE_RANGE_PARAMS,
  DEFAULT_REFRESH_INTERVAL_MS,
  MIN_REFRESH_INTERVAL_MS,
  MULTI_SCREEN_MODES,
  isMultiScreenMode,
  type DateRangeParams,
  type MultiScreenMode,
  type SharedDateRange,
  type SharedRefresh,
  type TabCoordination,
} from './types';
export { TabCoordinationProvider, useSharedDateRange, useSharedRefresh } from './context';
export { standaloneTabs } from './standalone';
export { useObservedQueryKeys } from './observedKeys';
