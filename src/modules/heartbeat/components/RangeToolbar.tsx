import { Group } from '@mantine/core';
import type { Query } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n';
import { useObservedQueryKeys } from '../../../shared/tabs';
import { DateRangePicker, type DateRangeControl } from '../../../shared/ui/date-range';
import { RefreshEvery } from '../../../shared/ui/refresh';
import { heartbeatKeys } from '../keys';
import { commonMessages } from '../messages';

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
  /** The organization whose shown queries automatic refresh keeps fresh, and the tab's tick. */
  refresh: { org: number; onTick: () => void };
  updatedAt?: number;
}

/** The date-range picker and the refresh-every control every heartbeat page shows. */
export function RangeToolbar({ dateRange, refresh, updatedAt }: RangeToolbarProps) {
  const t = useT();
  return (
    <Group
      role="group"
      aria-label={t(commonMessages.toolbar)}
      gap="md"
      align="flex-end"
      justify="flex-end"
      wrap="wrap"
    >
      <DateRangePicker
        selection={dateRange.selection}
        range={dateRange.range}
        onSelect={dateRange.select}
      />
      <ObservedRefresh refresh={refresh} updatedAt={updatedAt} />
    </Group>
  );
}

/**
 * RefreshEvery over the queries on screen. A component of its own: the keys change as the
 * page's queries mount, and that renders this control again, not the toolbar.
 */
function ObservedRefresh({ refresh, updatedAt }: Pick<RangeToolbarProps, 'refresh' | 'updatedAt'>) {
  const queryKeys = useObservedQueryKeys(heartbeatKeys.organization(refresh.org), sharedRefresh);
  return (
    <RefreshEvery
      queryKeys={queryKeys}
      onTick={refresh.onTick}
      updatedAt={updatedAt || undefined}
    />
  );
}
