import { Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import type { UsagePointSummary } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { datalakePaths } from '../paths';
import { datalakeQueries } from '../queries';
import { datalakeState } from '../state';
import { useDatalakePage } from '../useDatalakePage';
import { usagePointsMessages as m } from './messages';
import { PinnedList } from './PinnedList';

const keyOf = (row: UsagePointSummary) => row.usagePointId;

/** Usage points (spec 2.4): searched on the server by id, meter or address, shown virtualised. */
export function UsagePointsPage() {
  const { t, formatNumber } = useI18n();
  const { org } = useDatalakePage();
  const { search } = useSnapshot(datalakeState);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const list = useQuery({
    ...datalakeQueries.usagePoints(org, debounced),
    placeholderData: keepPreviousData,
  });
  useRangeToolbar(list.dataUpdatedAt, { range: false });
  const columns = useMemo<VirtualColumn<UsagePointSummary>[]>(
    () => [
      {
        key: 'id',
        header: t(m.columnId),
        minWidth: 170,
        grow: 1,
        render: (row) => (
          <Link
            href={datalakePaths.usagePoint(row.usagePointId)}
            className={`mantine-focus-auto ${classes.link}`}
          >
            {row.usagePointId}
          </Link>
        ),
      },
      {
        key: 'meter',
        header: t(m.columnMeter),
        minWidth: 120,
        render: (row) => <p className={classes.text}>{row.endDeviceId}</p>,
      },
      {
        key: 'address',
        header: t(m.columnAddress),
        minWidth: 160,
        grow: 2,
        priority: 'high',
        render: (row) => <p className={classes.text}>{row.address}</p>,
      },
      {
        key: 'city',
        header: t(m.columnCity),
        minWidth: 90,
        priority: 'low',
        render: (row) => <p className={classes.text}>{row.city}</p>,
      },
      {
        key: 'type',
        header: t(m.columnType),
        minWidth: 90,
        priority: 'low',
        render: (row) => <p className={classes.text}>{row.usagePointType}</p>,
      },
    ],
    [t],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <PinnedList org={org} />
      <TextInput
        label={t(m.search)}
        description={t(m.searchHint)}
        value={search}
        maxLength={64}
        onChange={(event) => {
          datalakeState.search = event.currentTarget.value;
        }}
        w={{ base: '100%', sm: 360 }}
      />
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data ? (
        <>
          <Group justify="space-between" gap="md">
            <Text size="sm" aria-live="polite" data-testid="usage-points-shown">
              {t(m.shown, { shown: formatNumber(list.data.items.length), total: list.data.total })}
            </Text>
            <FetchedAt updatedAt={list.dataUpdatedAt} />
          </Group>
          <VirtualTable
            label={t(m.table)}
            rows={list.data.items}
            columns={columns}
            rowKey={keyOf}
            rowLabel={keyOf}
            rowHeight={44}
            height={{ viewportOffset: 360 }}
            empty={t(m.empty)}
          />
        </>
      ) : (
        !list.isError && <Skeleton height={400} />
      )}
    </Stack>
  );
}
