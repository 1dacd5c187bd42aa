import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { ErrorAlert, PendingPage } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { AutoRefresh } from '../components/AutoRefresh';
import { StatusTable } from '../components/StatusTable';
import { platformKeys } from '../keys';
import { platformMessages, timeFrameMessages } from '../messages';
import { platformQueries } from '../queries';
import { isTimeFrame, statusPageState, TIME_FRAMES, type TimeFrame } from '../state';

const FRAME_OPTIONS = Object.keys(TIME_FRAMES) as TimeFrame[];
const REFRESHED_KEYS = [platformKeys.status()];
const OFFLINE_NOTE_ID = 'platform-status-offline-note';

/**
 * Platform status (spec 2.3): service name, status and version, with a refresh button and an
 * automatic refresh shared by all tabs. Offline it shows the last status fetched, and when.
 */
export function StatusPage() {
  const { t, formatDateTime } = useI18n();
  const { timeFrame } = useSnapshot(statusPageState);
  const status = useQuery(platformQueries.status());
  const online = useIsOnline();
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t(platformMessages.statusHeading)}
        </Title>
        <Group align="flex-end">
          <NativeSelect
            label={t(platformMessages.timeFrame)}
            value={timeFrame}
            data={FRAME_OPTIONS.map((value) => ({ value, label: t(timeFrameMessages[value]) }))}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isTimeFrame(value)) statusPageState.timeFrame = value;
            }}
          />
          <AutoRefresh queryKeys={REFRESHED_KEYS} />
          <Button
            onClick={() => void status.refetch()}
            loading={status.isFetching && online}
            {...needsServer}
          >
            {t(platformMessages.refresh)}
          </Button>
        </Group>
      </Group>
      <Group justify="flex-end">
        <NeedsServerNote id={OFFLINE_NOTE_ID} />
      </Group>
      {status.isPending && <PendingPage />}
      {status.isError && (online || !status.data) && (
        <ErrorAlert error={status.error} onRetry={() => void status.refetch()} />
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
            now={status.dataUpdatedAt}
            timeFrameMs={TIME_FRAMES[timeFrame]}
          />
        </>
      )}
    </Stack>
  );
}
