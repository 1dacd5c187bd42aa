import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../../shared/i18n';
import { ErrorAlert, PendingPage } from '../../../shared/ui';
import { StatusTable } from '../components/StatusTable';
import { platformMessages, timeFrameMessages } from '../messages';
import { platformQueries } from '../queries';
import { isTimeFrame, statusPageState, TIME_FRAMES, type TimeFrame } from '../state';

const FRAME_OPTIONS = Object.keys(TIME_FRAMES) as TimeFrame[];

/** Platform status (spec 2.3): service name, status and version, with a refresh button. */
export function StatusPage() {
  const { t, formatDateTime } = useI18n();
  const { timeFrame } = useSnapshot(statusPageState);
  const status = useQuery(platformQueries.status());

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
          <Button onClick={() => void status.refetch()} loading={status.isFetching}>
            {t(platformMessages.refresh)}
          </Button>
        </Group>
      </Group>
      {status.isPending && <PendingPage />}
      {status.isError && <ErrorAlert error={status.error} onRetry={() => void status.refetch()} />}
      {status.data && (
        <>
          <Text size="sm">
            {t(platformMessages.checkedAt, { time: formatDateTime(status.data.checkedAt) })}
          </Text>
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
