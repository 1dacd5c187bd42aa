import { Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { AssetAuditEntry } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { commonMessages, QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { ModalDialog } from '../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import {
  fixedText,
  useCompactTime,
  VirtualTable,
  type VirtualColumn,
  CellButton,
} from '../../../shared/ui/table';
import { useAssetsPage } from '../hooks/useAssetsPage';
import { assetsQueries } from '../queries';
import { auditMessages as m } from './messages';

const entryKey = (entry: AssetAuditEntry) => entry.id;

/** The assets audit log (admins, spec 6): changes to actions and strategies in the range. */
export function AuditLogPage() {
  const { t, formatNumber } = useI18n();
  const formatTime = useCompactTime();
  const { org, range } = useAssetsPage();
  const audit = useQuery(assetsQueries.audit(org, range));
  useRangeToolbar(audit.dataUpdatedAt);
  const [open, setOpen] = useState<AssetAuditEntry | null>(null);
  const rowLabel = useCallback((e: AssetAuditEntry) => t(m.rowLabel, { id: e.id }), [t]);
  const columns = useMemo<VirtualColumn<AssetAuditEntry>[]>(
    () => [
      {
        key: 'time',
        header: t(m.operationTime),
        minWidth: 150,
        render: (e) => formatTime(e.operationTime),
      },
      { key: 'operation', header: t(m.operation), minWidth: 110, render: (e) => e.operation },
      {
        key: 'type',
        header: t(m.entityType),
        minWidth: 170,
        priority: 'low',
        render: (e) => e.entityType,
      },
      {
        key: 'id',
        header: t(m.entityId),
        minWidth: 90,
        priority: 'high',
        render: (e) => e.entityId ?? fixedText(t, commonMessages.none),
      },
      {
        key: 'user',
        header: t(m.userId),
        minWidth: 100,
        priority: 'low',
        render: (e) => (e.userId === null ? fixedText(t, m.automation) : e.userId),
      },
      {
        key: 'organization',
        header: t(m.organization),
        minWidth: 110,
        priority: 'low',
        render: (e) => e.organization ?? fixedText(t, commonMessages.none),
      },
      {
        key: 'payload',
        header: t(m.payload),
        minWidth: 100,
        priority: 'high',
        render: (e) => (
          <CellButton onClick={() => setOpen(e)} label={t(m.payloadLabel, { id: e.id })}>
            {fixedText(t, m.payload)}
          </CellButton>
        ),
      },
    ],
    [t, formatTime],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      {audit.isError && <QueryError error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data ? (
        <>
          <Group justify="space-between" gap="md">
            <Text size="sm" aria-live="polite">
              {t(m.shown, {
                shown: formatNumber(audit.data.data.length),
                total: audit.data.meta.total,
              })}
            </Text>
            <FetchedAt updatedAt={audit.dataUpdatedAt} />
          </Group>
          <VirtualTable
            label={t(m.table)}
            rows={audit.data.data}
            columns={columns}
            rowKey={entryKey}
            rowLabel={rowLabel}
            rowHeight={40}
            height={{ viewportOffset: 300 }}
            empty={t(m.empty)}
          />
        </>
      ) : (
        !audit.isError && <Skeleton height={400} />
      )}
      <ModalDialog
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(m.payloadTitle, { id: open.id }) : ''}
      >
        <Code block style={{ whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(open?.payload ?? null, null, 2)}
        </Code>
      </ModalDialog>
    </Stack>
  );
}
