import { Stack } from '@mantine/core';
import { Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { PendingPage } from '../../../shared/ui';
import { HeartbeatPageProvider, useHeartbeatFrameValue } from '../hooks/useHeartbeatPage';
import { createToolbarStore, type ToolbarStore } from '../lib/toolbarStore';
import { RangeToolbar } from './RangeToolbar';

/**
 * Around every heartbeat page, mounted while the user moves between them: the date range and
 * refresh toolbar stays on screen (with whatever was typed into it) instead of being built
 * again by each page, and the pages share one date range and refresh tick. A page still
 * loading its code shows the pending page below the toolbar.
 */
export function HeartbeatFrame({ children }: { children: ReactNode }) {
  // Most pages show the toolbar: it is there from the first render, not one commit later.
  const [toolbar] = useState(() => createToolbarStore({ range: true, updatedAt: undefined }));
  const page = useHeartbeatFrameValue(toolbar);
  // The pages' layout effects run before this one: a first page that did not ask hides it.
  useLayoutEffect(() => toolbar.settle(), [toolbar]);
  return (
    <HeartbeatPageProvider value={page}>
      <Stack gap="md">
        <RangeToolbar
          dateRange={page.dateRange}
          org={page.org}
          onTick={page.onTick}
          toolbar={toolbar}
        />
        <Suspense fallback={<PendingWithToolbar toolbar={toolbar} />}>{children}</Suspense>
      </Stack>
    </HeartbeatPageProvider>
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
