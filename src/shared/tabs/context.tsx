import type { QueryKey } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { standaloneTabs } from './standalone';
import type { SharedDateRange, SharedRefresh, TabCoordination } from './types';

const TabCoordinationContext = createContext<TabCoordination>(standaloneTabs);

/** The shell fills this in with the many-tab coordination of src/app/tabs. */
export function TabCoordinationProvider({
  value,
  children,
}: {
  value: TabCoordination;
  children: ReactNode;
}) {
  return (
    <TabCoordinationContext.Provider value={value}>{children}</TabCoordinationContext.Provider>
  );
}

/**
 * The automatic refresh of `queryKeys` (spec 2.4 refresh-every control): one timer for all
 * tabs, run by the leader tab. A new array of the same keys at each render is fine.
 */
export function useSharedRefresh(queryKeys: readonly QueryKey[]): SharedRefresh {
  return useContext(TabCoordinationContext).useSharedRefresh(queryKeys);
}

/** Keeps the page's date range in step with the other tabs in MultiScreen mode. */
export function useSharedDateRange(): SharedDateRange {
  return useContext(TabCoordinationContext).useSharedDateRange();
}
