import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { PendingPage, QueryError } from '../../../shared/ui';
import { currentRange, DateRangePicker, useDateRange } from '../../../shared/ui/date-range';
import { FetchedAt } from '../../../shared/ui/offline';
import { RefreshEvery } from '../../../shared/ui/refresh';
import { StatusTable } from '../components/StatusTable';
import { platformKeys } from '../keys';
import { platformMessages } from '../messages';
import { platformQueries } from '../queries';

const REFRESHED_KEYS = [platformKeys.status()];

/**
 * Platform status (spec 2.3): service name, status and version. A service started inside the
 * selected date range shows as a restart. Automatic refresh is shared by all tabs; offline the
 * page shows the last status fetched, and when.
 */
export function StatusPage() {
  const { t, formatDateTime } = useI18n();
  const dateRange = useDateRange();
  const status = useQuery(platformQueries.status());
  const online = useIsOnline();
  const { range, live, refresh: moveRange } = dateRange;
  // A range that follows the clock ends now: a service started a moment ago is inside it.
  const shown = currentRange(range);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t(platformMessages.statusHeading)}
        </Title>
        <Group align="flex-end" gap="md" justify="flex-end" wrap="wrap">
          <DateRangePicker
            selection={dateRange.selection}
            range={range}
            onSelect={dateRange.select}
          />
          <RefreshEvery queryKeys={REFRESHED_KEYS} onTick={live ? moveRange : undefined} />
        </Group>
      </Group>
      {status.isPending && <PendingPage />}
      {status.isError && (online || !status.data) && (
        <QueryError error={status.error} onRetry={() => void status.refetch()} title={null} />
      )}
      {status.data && (
        <>
          <Group gap="lg">
            <Text size="sm">
              {t(platformMessages.checkedAt, { time: formatDateTime(status.data.checkedAt) })}
            </Text>
            <FetchedAt updatedAt={status.dataUpdatedAt} />
          </Group>
          <StatusTable
            services={status.data.services}
            now={shown.toDate}
            timeFrameMs={shown.toDate - shown.fromDate}
          />
        </>
      )}
    </Stack>
  );
}
