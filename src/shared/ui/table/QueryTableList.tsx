import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useT, type Message } from '../../i18n';
import { QueryError } from '../QueryError';
import { FetchedAt } from '../offline';
import { ModalDialog } from '../overlays';
import { ListTable } from './ListTable';
import type { VirtualColumn } from './VirtualTable';

interface QueryTableListProps<Row> {
  /** The list as fetched: its age, its failure with a retry, a skeleton while it loads. */
  list: UseQueryResult<Row[]>;
  /** The table's accessible name, what it says when empty, and the create button's label. */
  texts: { table: Message; empty: Message; create: Message };
  columns: VirtualColumn<Row>[];
  rowKey: (row: Row) => string;
  /** A line above the table, beside the create button. */
  intro?: Message;
  /** The failure's title (the shared one if not given). */
  fetchFailed?: Message;
  /** The create button and the dialog it opens: shown to those who may edit. */
  create: {
    allowed: boolean;
    needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
    size?: string;
    form: (onDone: () => void) => ReactNode;
  };
}

/** A fetched list in a virtual table, with a create button that opens its form in a dialog. */
export function QueryTableList<Row>({
  list,
  texts,
  columns,
  rowKey,
  intro,
  fetchFailed,
  create,
}: QueryTableListProps<Row>) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const done = () => setCreating(false);
  return (
    <Stack gap="sm">
      {(intro || create.allowed) && (
        <Group justify={intro ? 'space-between' : 'flex-end'}>
          {intro && <Text size="sm">{t(intro)}</Text>}
          {create.allowed && (
            <Button onClick={() => setCreating(true)} {...create.needsServer}>
              {t(texts.create)}
            </Button>
          )}
        </Group>
      )}
      {list.isError && (
        <QueryError error={list.error} title={fetchFailed} onRetry={() => void list.refetch()} />
      )}
      {list.data ? (
        <>
          <FetchedAt updatedAt={list.dataUpdatedAt} />
          <ListTable
            texts={texts}
            rows={list.data}
            columns={columns}
            rowKey={rowKey}
            viewportOffset={340}
          />
        </>
      ) : (
        !list.isError && <Skeleton height={160} />
      )}
      <ModalDialog
        opened={create.allowed && creating}
        onClose={done}
        title={t(texts.create)}
        size={create.size}
      >
        {create.form(done)}
      </ModalDialog>
    </Stack>
  );
}
