import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
    /** The range last sent or received: the address holding it is no news. */
    const known = useRef<string | null>(null);

    // On arrival: a page without a range of its own takes the one the other tabs share.
    useEffect(() => {
      if (!shared || known.current !== null) return;
      const own = JSON.parse(current) as DateRangeParams;
      const others = coordinator.sharedDateRange();
      if (!hasDateRange(own) && others && hasDateRange(others)) {
        known.current = JSON.stringify(others);
        navigate(`~${window.location.pathname}${withDateRange(window.location.search, others)}`, {
          replace: true,
        });
      } else {
        known.current = current;
      }
    }, [shared, current, navigate]);

    // A range chosen here goes to the other tabs.
    useEffect(() => {
      if (!shared || known.current === null || known.current === current) return;
      known.current = current;
      coordinator.publishDateRange(JSON.parse(current) as DateRangeParams);
    }, [shared, current]);

    // A range chosen in another tab is written into this tab's address.
    useEffect(() => {
      if (!shared) return;
      return coordinator.onDateRange((range) => {
        const next = JSON.stringify(range);
        if (next === JSON.stringify(dateRangeOf(window.location.search))) return;
        known.current = next;
        // '~': from the root, also inside a module's nested router.
        navigate(`~${window.location.pathname}${withDateRange(window.location.search, range)}`, {
          replace: true,
        });
      });
    }, [shared, navigate]);

    return { mode, shared };
  }

  return { useSharedRefresh, useSharedDateRange };
}
