import { Group } from '@mantine/core';
import type { Query } from '@tanstack/react-query';
import { memo, useSyncExternalStore } from 'react';
import { useT } from '../../../shared/i18n';
import { useObservedQueryKeys } from '../../../shared/tabs';
import { DateRangePicker, type DateRangeControl } from '../../../shared/ui/date-range';
import { RefreshEvery } from '../../../shared/ui/refresh';
import { uiMessages } from '../../../shared/ui';
import { heartbeatKeys } from '../keys';
import type { ToolbarStore } from '../lib/toolbarStore';

/**
 * Refreshed for every tab by the shared timer: what the page shows, except trace lists (each
 * tab starts its own list again at a tick rather than refetching a thousand pages) and
 * archived payloads, which never change.
 */
const sharedRefresh = (query: Query) => {
  const [, , kind, part] = query.queryKey;
  return kind !== 'payloads' && !(kind === 'traces' && part === 'list');
};

interface RangeToolbarProps {
  dateRange: DateRangeControl;
  /** The organization whose shown queries automatic refresh keeps fresh. */
  org: number;
  /** This tab's part of each refresh tick. */
  onTick: () => void;
  /** What the page on screen asks of the toolbar (see useRangeToolbar). */
  toolbar: ToolbarStore;
}

/**
 * The date-range picker and the refresh-every control above the heartbeat pages, as the page
 * on screen asks for them. HeartbeatFrame keeps it mounted from page to page; memoised, as the
 * frame renders again for its pages.
 */
export const RangeToolbar = memo(function RangeToolbar({
  dateRange,
  org,
  onTick,
  toolbar,
}: RangeToolbarProps) {
  const t = useT();
  const shown = useSyncExternalStore(toolbar.subscribe, () => toolbar.current() !== null);
  const range = useSyncExternalStore(toolbar.subscribe, () => toolbar.current()?.range ?? true);
  if (!shown) return null;
  return (
    <Group
      role="group"
      aria-label={t(uiMessages.toolbar)}
      gap="md"
      align="flex-end"
      justify="flex-end"
      wrap="wrap"
    >
      {range && (
        <DateRangePicker
          selection={dateRange.selection}
          range={dateRange.range}
          onSelect={dateRange.select}
        />
      )}
      <ObservedRefresh org={org} onTick={onTick} toolbar={toolbar} />
    </Group>
  );
});

/**
 * RefreshEvery over the queries on screen. A component of its own: the keys change as the
 * page's queries mount, and the page's update time as its data arrives; that renders this
 * control again, not the toolbar.
 */
function ObservedRefresh({
  org,
  onTick,
  toolbar,
}: Pick<RangeToolbarProps, 'org' | 'onTick' | 'toolbar'>) {
  const queryKeys = useObservedQueryKeys(heartbeatKeys.organization(org), sharedRefresh);
  const updatedAt = useSyncExternalStore(toolbar.subscribe, () => toolbar.current()?.updatedAt);
  return <RefreshEvery queryKeys={queryKeys} onTick={onTick} updatedAt={updatedAt} />;
}
