import { Group } from '@mantine/core';
import type { Query, QueryKey } from '@tanstack/react-query';
import { memo, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { useObservedQueryKeys } from '../../tabs';
import { DateRangePicker, type DateRangeControl } from '../date-range';
import { uiMessages } from '../messages';
import { RefreshEvery } from '../refresh';
import type { ToolbarStore } from './toolbarStore';

interface RangeToolbarProps {
  dateRange: DateRangeControl;
  /** The shown queries under this key are what automatic refresh keeps fresh. */
  refreshScope: QueryKey;
  refreshFilter?: (query: Query) => boolean;
  /** This tab's part of each refresh tick. */
  onTick: () => void;
  /** What the page on screen asks of the toolbar (see useRangeToolbar). */
  toolbar: ToolbarStore;
}

/**
 * The date-range picker and the refresh-every control above a module's pages, as the page on
 * screen asks for them. PageFrame keeps it mounted from page to page; memoised, as the frame
 * renders again for its pages.
 */
export const RangeToolbar = memo(function RangeToolbar({
  dateRange,
  refreshScope,
  refreshFilter,
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
      <ObservedRefresh
        refreshScope={refreshScope}
        refreshFilter={refreshFilter}
        onTick={onTick}
        toolbar={toolbar}
      />
    </Group>
  );
});

/**
 * RefreshEvery over the queries on screen. A component of its own: the keys change as the
 * page's queries mount, and the page's update time as its data arrives; that renders this
 * control again, not the toolbar.
 */
function ObservedRefresh({
  refreshScope,
  refreshFilter,
  onTick,
  toolbar,
}: Omit<RangeToolbarProps, 'dateRange'>) {
  const queryKeys = useObservedQueryKeys(refreshScope, refreshFilter);
  const updatedAt = useSyncExternalStore(toolbar.subscribe, () => toolbar.current()?.updatedAt);
  return <RefreshEvery queryKeys={queryKeys} onTick={onTick} updatedAt={updatedAt} />;
}
