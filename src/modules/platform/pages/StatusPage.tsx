import { Alert, Group, Stack, Text, Title } from '@mantine/core';
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
 * selected date range shows as a restart. Automatic refresh is shared by all tabs; when the
 * server cannot be reached (or the last fetch failed) every state is unknown since the last
 * answer, the state then shown beside it as the last known one. The module's one page, so it holds the shared
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
  const { t, formatDateTime, formatTime } = useI18n();
  const { range } = usePageFrame();
  const status = useQuery(platformQueries.status());
  const online = useIsOnline();
  useRangeToolbar(status.dataUpdatedAt);
  // Without an answer now, the last one says nothing about the services' state now.
  const unknownSince = status.data && (!online || status.isError) ? status.dataUpdatedAt : null;
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
          {unknownSince !== null && (
            <Alert color="orange" role="status" py={6} data-testid="status-unknown">
              {t(platformMessages.unknownSince, { time: formatTime(unknownSince) })}
            </Alert>
          )}
          <StatusTable
            services={status.data.services}
            now={shown.toDate}
            timeFrameMs={shown.toDate - shown.fromDate}
            unknown={unknownSince !== null}
          />
        </>
      )}
    </Stack>
  );
}
