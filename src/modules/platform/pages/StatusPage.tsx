import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { PendingPage, QueryError } from '../../../shared/ui';
import { currentRange } from '../../../shared/ui/date-range';
import { FetchedAt } from '../../../shared/ui/offline';
import { PageFrame, usePageFrame, useRangeToolbar } from '../../../shared/ui/page-frame';
import { StatusTable } from '../components/StatusTable';
import { platformKeys } from '../keys';
import { platformMessages } from '../messages';
import { platformQueries } from '../queries';

/**
 * Platform status (spec 2.3): service name, status and version. A service started inside the
 * selected date range shows as a restart. Automatic refresh is shared by all tabs; offline the
 * page shows the last status fetched, and when. The module's one page, so it holds the shared
 * page frame (date range and refresh) itself.
 */
export function StatusPage() {
  return (
    <PageFrame refreshScope={platformKeys.all}>
      <PlatformStatus />
    </PageFrame>
  );
}

function PlatformStatus() {
  const { t, formatDateTime } = useI18n();
  const { range } = usePageFrame();
  const status = useQuery(platformQueries.status());
  const online = useIsOnline();
  useRangeToolbar(undefined);
  // A range that follows the clock ends now: a service started a moment ago is inside it.
  const shown = currentRange(range);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(platformMessages.statusHeading)}
      </Title>
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
