import { Group } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n';
import { DateRangePicker, type DateRangeControl } from '../../../shared/ui/date-range';
import { RefreshEvery } from '../../../shared/ui/refresh';
import { commonMessages } from '../messages';

interface RangeToolbarProps {
  dateRange: DateRangeControl;
  /** What automatic refresh keeps fresh (useHeartbeatPage). */
  refresh: { queryKeys: readonly QueryKey[]; onTick: () => void };
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
      <RefreshEvery
        queryKeys={refresh.queryKeys}
        onTick={refresh.onTick}
        updatedAt={updatedAt || undefined}
      />
    </Group>
  );
}
