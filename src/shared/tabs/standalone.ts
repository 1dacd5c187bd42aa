import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  DEFAULT_REFRESH_INTERVAL_MS,
  type SharedDateRange,
  type SharedRefresh,
  type TabCoordination,
} from './types';

function useStandaloneRefresh(queryKeys: readonly QueryKey[]): SharedRefresh {
  const queryClient = useQueryClient();
  const [intervalMs, setIntervalMs] = useState(DEFAULT_REFRESH_INTERVAL_MS);
  const [running, setRunning] = useState(false);
  const [lastRefreshAt, setLastRefreshAt] = useState<number | null>(null);
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    if (!running) return;
    const parsed = JSON.parse(keys) as QueryKey[];
    const timer = window.setInterval(() => {
      setLastRefreshAt(Date.now());
      for (const queryKey of parsed) void queryClient.refetchQueries({ queryKey, exact: true });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, keys, queryClient]);
  return {
    mode: 'Independent',
    intervalMs,
    running,
    isLeader: true,
    lastRefreshAt,
    start: (next) => {
      if (next) setIntervalMs(next);
      setRunning(true);
    },
    stop: () => setRunning(false),
    setIntervalMs,
  };
}

function useStandaloneDateRange(): SharedDateRange {
  return { mode: 'Independent', shared: false, adopted: null };
}

/** A tab on its own: its own timer, nothing shared. Used without the shell's provider. */
export const standaloneTabs: TabCoordination = {
  useSharedRefresh: useStandaloneRefresh,
  useSharedDateRange: useStandaloneDateRange,
};
