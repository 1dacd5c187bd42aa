import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState } from 'react';
import type { Role } from '../../../shared/contracts';
import { useConsoleSession } from '../../../shared/session';
import { useDateRange, type DateRangeControl } from '../../../shared/ui/date-range';
import { heartbeatKeys } from '../keys';
import type { ToolbarStore } from '../lib/toolbarStore';

export interface HeartbeatPageContext {
  org: number;
  role: Role;
  features: ReturnType<typeof useConsoleSession>['features'];
  dateRange: DateRangeControl;
  range: DateRangeControl['range'];
  /** This tab's part of a refresh tick: trace lists start again, a live range moves. */
  onTick: () => void;
  toolbar: ToolbarStore;
}

const PageContext = createContext<HeartbeatPageContext | null>(null);
export const HeartbeatPageProvider = PageContext.Provider;

/**
 * What the module's frame holds for all of its pages: the organization, role, features, one
 * date range (a range that follows the clock moves for the frame's toolbar and the page at
 * once) and the refresh tick.
 */
export function useHeartbeatFrameValue(toolbar: ToolbarStore): HeartbeatPageContext {
  const session = useConsoleSession();
  const queryClient = useQueryClient();
  const dateRange = useDateRange();
  const { range, live, refresh: moveRange } = dateRange;
  const org = session.organization.organizationId;
  const onTick = useCallback(() => {
    if (live) moveRange();
    else void queryClient.resetQueries({ queryKey: heartbeatKeys.traceLists(org) });
  }, [live, moveRange, queryClient, org]);
  const role = session.activeRole.role;
  const features = session.features;
  return useMemo(
    () => ({
      org,
      role,
      features,
      dateRange,
      range,
      onTick,
      toolbar,
    }),
    [org, role, features, dateRange, range, onTick, toolbar],
  );
}

/** What every heartbeat page needs: the organization, role, features, range and refresh. */
export function useHeartbeatPage(): HeartbeatPageContext {
  const context = useContext(PageContext);
  if (!context) throw new Error('a heartbeat page renders inside HeartbeatFrame');
  return context;
}

/**
 * Shows the module's toolbar above this page: the refresh control, with the date-range picker
 * unless `range` is false, and `updatedAt` as the time of the page's data.
 */
export function useRangeToolbar(updatedAt: number | undefined, { range = true } = {}) {
  const { toolbar } = useHeartbeatPage();
  const [owner] = useState(() => ({}));
  const at = updatedAt || undefined;
  useLayoutEffect(
    () => toolbar.request(owner, { range, updatedAt: at }),
    [toolbar, owner, range, at],
  );
}
