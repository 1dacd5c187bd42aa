import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT, type Message } from '../../i18n';
import { QueryError } from '../QueryError';
import { FetchedAt } from '../offline';
import { useRangeToolbar } from './context';

interface ListPageProps<Row> {
  heading: Message;
  intro: Message;
  /** Beside the heading (the way to a new row), and under it (e.g. why it is disabled). */
  action?: ReactNode;
  note?: ReactNode;
  /** The list as fetched: its failure with a retry, its age, a skeleton while it loads. */
  list: UseQueryResult<Row[]>;
  fetchFailed: Message;
  table: (rows: Row[]) => ReactNode;
  /** What the page holds besides (dialogs). */
  children?: ReactNode;
}

/**
 * A page of one list: heading and action, intro, and the table of the fetched rows; the
 * toolbar shows the list's age and refresh, without a time range.
 */
export function ListPage<Row>({
  heading,
  intro,
  action,
  note,
  list,
  fetchFailed,
  table,
  children,
}: ListPageProps<Row>) {
  const t = useT();
  useRangeToolbar(list.dataUpdatedAt, { range: false });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(heading)}
        </Title>
        {action}
      </Group>
      {note}
      <Text size="sm">{t(intro)}</Text>
      {list.isError && (
        <QueryError error={list.error} title={fetchFailed} onRetry={() => void list.refetch()} />
      )}
      {list.data ? (
        <Stack gap="xs">
          <FetchedAt updatedAt={list.dataUpdatedAt} />
          {table(list.data)}
        </Stack>
      ) : (
        !list.isError && <Skeleton height={200} />
      )}
      {children}
    </Stack>
  );
}
