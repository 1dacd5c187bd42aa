import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import {
  DATE_RANGE_PARAMS,
  type DateRangeParams,
  type SharedDateRange,
  type SharedRefresh,
  type TabCoordination,
} from '../../shared/tabs';
import type { TabCoordinator } from './coordinator';
import { tabsState } from './tabsState';

export function dateRangeOf(search: string): DateRangeParams {
  const params = new URLSearchParams(search);
  return {
    fromDate: params.get('fromDate'),
    toDate: params.get('toDate'),
    dateOptionIndex: params.get('dateOptionIndex'),
  };
}

export function hasDateRange(params: DateRangeParams): boolean {
  return DATE_RANGE_PARAMS.some((name) => params[name] !== null);
}

export const sameDateRange = (a: DateRangeParams, b: DateRangeParams): boolean =>
  DATE_RANGE_PARAMS.every((name) => a[name] === b[name]);

/** `search` with the date-range parameters replaced by `range`. */
export function withDateRange(search: string, range: DateRangeParams): string {
  const params = new URLSearchParams(search);
  for (const name of DATE_RANGE_PARAMS) {
    const value = range[name];
    if (value === null) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The hooks the shell gives the modules (src/shared/tabs), backed by `coordinator`. */
export function createTabCoordination(coordinator: TabCoordinator): TabCoordination {
  function useSharedRefresh(queryKeys: readonly QueryKey[]): SharedRefresh {
    const { mode, intervalMs, running, isLeader } = useSnapshot(tabsState);
    const queryClient = useQueryClient();
    const keys = JSON.stringify(queryKeys);
    useEffect(() => {
      if (!running) return;
      return coordinator.register(JSON.parse(keys) as QueryKey[], intervalMs);
    }, [keys, running, intervalMs]);
    const lastRefreshAt = queryKeys.reduce<number | null>((latest, queryKey) => {
      const at = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
      return at > (latest ?? 0) ? at : latest;
    }, null);
    return {
      mode,
      intervalMs,
      running,
      isLeader,
      lastRefreshAt,
      start: (next) => coordinator.setRefresh({ intervalMs: next ?? intervalMs, running: true }),
      stop: () => coordinator.setRefresh({ intervalMs, running: false }),
      setIntervalMs: (next) => coordinator.setRefresh({ intervalMs: next, running }),
    };
  }

  function useSharedDateRange(): SharedDateRange {
    const { mode } = useSnapshot(tabsState);
    const shared = mode === 'MultiScreen';
    const search = useSearch();
    const [, navigate] = useLocation();
    const current = JSON.stringify(dateRangeOf(search));
    // Read while rendering, so the first render of a page without a range already has it.
    const adoptedJson = useMemo(() => {
      if (!shared || hasDateRange(JSON.parse(current) as DateRangeParams)) return null;
      const others = coordinator.sharedDateRange();
      return others && hasDateRange(others) ? JSON.stringify(others) : null;
    }, [shared, current]);
    const adopted = useMemo(
      () => (adoptedJson ? (JSON.parse(adoptedJson) as DateRangeParams) : null),
      [adoptedJson],
    );

    // The tab's range against the one the tabs share (kept by the coordinator, so a page that
    // mounts again after a navigation is no news): a page without a range of its own takes the
    // shared one; a range chosen here, or arriving in an address, goes to the other tabs.
    useEffect(() => {
      if (!shared) return;
      const own = JSON.parse(current) as DateRangeParams;
      const others = coordinator.sharedDateRange();
      if (!hasDateRange(own)) {
        if (others && hasDateRange(others)) {
          navigate(`~${window.location.pathname}${withDateRange(window.location.search, others)}`, {
            replace: true,
          });
        }
        return;
      }
      if (!others || !sameDateRange(own, others)) coordinator.publishDateRange(own);
    }, [shared, current, navigate]);

    // A range chosen in another tab is written into this tab's address.
    useEffect(() => {
      if (!shared) return;
      return coordinator.onDateRange((range) => {
        if (sameDateRange(range, dateRangeOf(window.location.search))) return;
        // '~': from the root, also inside a module's nested router.
        navigate(`~${window.location.pathname}${withDateRange(window.location.search, range)}`, {
          replace: true,
        });
      });
    }, [shared, navigate]);

    return { mode, shared, adopted };
  }

  return { useSharedRefresh, useSharedDateRange };
}
