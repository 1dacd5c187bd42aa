import { Stack } from '@mantine/core';
import type { Query, QueryKey } from '@tanstack/react-query';
import { Suspense, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useDateRange } from '../date-range';
import { PendingPage } from '../PendingPage';
import { PageFrameProvider } from './context';
import { RangeToolbar } from './RangeToolbar';
import { createToolbarStore, type ToolbarStore } from './toolbarStore';

interface PageFrameProps {
  children: ReactNode;
  /**
   * The module's queries the refresh control keeps fresh: those under this key that something
   * on screen observes. A key of the module's own that does not change from render to render.
   */
  refreshScope: QueryKey;
  /** Leaves some of them out of the shared refresh (e.g. paged lists each tab restarts). */
  refreshFilter?: (query: Query) => boolean;
  /**
   * This tab's work at each refresh tick besides moving a range that follows the clock (e.g.
   * lists that start again from their first page).
   */
  onRefreshTick?: () => void;
}

/**
 * Around the pages of a module, mounted while the user moves between them: the date range and
 * refresh toolbar stays on screen (with whatever was typed into it) instead of being built
 * again by each page, and the pages share one date range and refresh tick. A page still
 * loading its code shows the pending page below the toolbar. Pages ask for the toolbar with
 * useRangeToolbar; a page that does not ask has none.
 */
export function PageFrame({
  children,
  refreshScope,
  refreshFilter,
  onRefreshTick,
}: PageFrameProps) {
  // Most pages show the toolbar: it is there from the first render, not one commit later.
  const [toolbar] = useState(() => createToolbarStore({ range: true, updatedAt: undefined }));
  const dateRange = useDateRange();
  const { range, live, refresh: moveRange } = dateRange;
  const onTick = useCallback(() => {
    if (live) moveRange();
    onRefreshTick?.();
  }, [live, moveRange, onRefreshTick]);
  const page = useMemo(
    () => ({ dateRange, range, onTick, toolbar }),
    [dateRange, range, onTick, toolbar],
  );
  // The pages' layout effects run before this one: a first page that did not ask hides it.
  useLayoutEffect(() => toolbar.settle(), [toolbar]);
  return (
    <PageFrameProvider value={page}>
      <Stack gap="md">
        <RangeToolbar
          dateRange={dateRange}
          refreshScope={refreshScope}
          refreshFilter={refreshFilter}
          onTick={onTick}
          toolbar={toolbar}
        />
        <Suspense fallback={<PendingWithToolbar toolbar={toolbar} />}>{children}</Suspense>
      </Stack>
    </PageFrameProvider>
  );
}

/**
 * While the next page's code loads, the toolbar stays as the last page had it: the page that
 * left withdrew its request in the same commit, and this one makes it again.
 */
function PendingWithToolbar({ toolbar }: { toolbar: ToolbarStore }) {
  const [held] = useState(toolbar.current);
  const [owner] = useState(() => ({}));
  useLayoutEffect(() => (held ? toolbar.request(owner, held) : undefined), [toolbar, owner, held]);
  return <PendingPage />;
}
