import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../../../shared/api';
import {
  HEARTBEAT_ACTIONS,
  LOOKUP_PAGE_DEFAULT,
  LOOKUP_PAGE_MAX,
  mayTake,
  type LookupRow,
  type LookupRowsPage,
} from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { useConsoleSession } from '../../../../shared/session';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { ActionFeedback } from '../../../../shared/ui/resource';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { heartbeatPaths } from '../../paths';
import { saveBlob } from '../../lib/saveBlob';
import { ColumnTools } from '../components/ColumnTools';
import { LookupRowsTable } from '../components/LookupRowsTable';
import { RowEditor } from '../components/RowEditor';
import { draftKeys, isRowDraft, type RowDraft } from '../lib/drafts';
import { lookupChangeFailure } from '../lib/lookupErrors';
import { lookupMessages as m } from '../lookupMessages';
import { resourceQueries, useLookupChange, type LookupChange } from '../queries';

// The CSV reader and writer (papaparse) load when they are used, not with the page.
const CsvImport = lazy(() =>
  import('../components/CsvImport').then((module) => ({ default: module.CsvImport })),
);

/** A lookup table (spec 2.4): its rows page by page, row and column changes, CSV in and out. */
export function LookupTablePage() {
  const t = useT();
  const { tableName } = useParams<{ tableName: string }>();
  const { org, role } = useHeartbeatPage();
  const { user } = useConsoleSession();
  const query = useRangeQuery();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const table = useQuery(resourceQueries.lookupTable(org, tableName));
  const rows = useQuery({
    ...resourceQueries.lookupRows(org, tableName, offset, LOOKUP_PAGE_DEFAULT),
    placeholderData: keepPreviousData,
  });
  useRangeToolbar(rows.dataUpdatedAt, { range: false });
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const canEditRows = mayTake(HEARTBEAT_ACTIONS.editLookupRows, role);
  const canEditColumns = mayTake(HEARTBEAT_ACTIONS.editResources, role);
  const [draft, setDraft, discardDraft] = useDraft<RowDraft | null>(
    draftKeys.row(user.userId, org, tableName),
    null,
    isRowDraft,
  );
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const change = useLookupChange(org, tableName);
  const closeEditor = () => {
    setDraft(null);
    discardDraft();
  };
  const run = (next: LookupChange) => {
    setNotice(null);
    change.mutate(next, {
      onSuccess: () => {
        if (next.kind === 'addRow' || next.kind === 'saveRow' || next.kind === 'deleteRow')
          closeEditor();
        if (next.kind === 'clearCell' && draft) {
          const { [next.columnId]: _cleared, ...cells } = draft.cells;
          void _cleared;
          setDraft({ ...draft, cells });
        }
      },
    });
  };
  const edit = useCallback(
    (row: LookupRow) => setDraft({ rowId: row.rowId, cells: { ...row.cells } }),
    [setDraft],
  );
  const importParts = async (parts: { columns: string[]; rows: string[][] }[]) => {
    let imported = 0;
    for (const part of parts) {
      try {
        await change.mutateAsync({ kind: 'import', rows: part });
      } catch {
        // The error shows in the dialog, which stays open.
        break;
      }
      imported += part.rows.length;
    }
    if (imported === parts.reduce((sum, part) => sum + part.rows.length, 0)) setImporting(false);
    if (imported > 0) setNotice(t(m.imported, { rows: imported }));
  };
  const exportCsv = async () => {
    const all: LookupRow[] = [];
    for (let next: number | null = 0; next !== null;) {
      const page: LookupRowsPage = await queryClient.fetchQuery(
        resourceQueries.lookupRows(org, tableName, next, LOOKUP_PAGE_MAX),
      );
      all.push(...page.rows);
      next = page.meta.nextOffset;
    }
    const columns = table.data?.columns ?? [];
    const { rowsToCsv } = await import('../lib/csv');
    saveBlob(`${tableName}.csv`, new Blob([rowsToCsv(columns, all)], { type: 'text/csv' }));
  };
  const changeFailure = lookupChangeFailure(t, change.variables, change.error);
  const missing = isApiError(table.error) && table.error.status === 404;
  const meta = rows.data?.meta;

  return (
    <Stack gap="md">
      <Anchor component={Link} href={heartbeatPaths.resources(query)} size="sm">
        {t(m.backToList)}
      </Anchor>
      {missing && <Alert color="yellow">{t(m.notFound, { name: tableName })}</Alert>}
      {(table.isError || rows.isError) && !missing && (
        <QueryError
          error={table.error ?? rows.error}
          title={m.fetchFailed}
          onRetry={() => void Promise.all([table.refetch(), rows.refetch()])}
        />
      )}
      {table.data && (
        <>
          <Group justify="space-between" wrap="wrap">
            <Title order={1} size="h2">
              {table.data.name}
            </Title>
            <Group gap="sm">
              <Button variant="default" onClick={() => void exportCsv()} {...needsServer}>
                {t(m.exportCsv)}
              </Button>
              {canEditRows && (
                <>
                  <Button variant="default" onClick={() => setImporting(true)} {...needsServer}>
                    {t(m.importCsv)}
                  </Button>
                  <Button onClick={() => setDraft({ rowId: null, cells: {} })} {...needsServer}>
                    {t(m.addRow)}
                  </Button>
                </>
              )}
            </Group>
          </Group>
          <NeedsServerNote id={noteId} />
          {table.data.description && <Text size="sm">{table.data.description}</Text>}
          {canEditColumns && (
            <ColumnTools table={table.data} onChange={run} needsServer={needsServer} />
          )}
          <ActionFeedback
            outcome={notice === null ? null : { text: notice }}
            failure={!draft && !importing ? changeFailure : null}
          />
        </>
      )}
      {table.data && rows.data ? (
        <Stack gap="xs">
          <FetchedAt updatedAt={rows.dataUpdatedAt} />
          <LookupRowsTable
            table={table.data}
            rows={rows.data.rows}
            onEdit={canEditRows ? edit : undefined}
          />
          {meta && (
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" role="status">
                {t(m.page, {
                  from: meta.totalNoOfAvailableRows === 0 ? 0 : meta.requestedOffset + 1,
                  to: meta.requestedOffset + rows.data.rows.length,
                  total: meta.totalNoOfAvailableRows,
                })}
              </Text>
              <Group gap="sm">
                <Button
                  variant="default"
                  disabled={meta.requestedOffset === 0}
                  onClick={() => setOffset(Math.max(0, offset - LOOKUP_PAGE_DEFAULT))}
                >
                  {t(m.previous)}
                </Button>
                <Button
                  variant="default"
                  disabled={meta.nextOffset === null}
                  onClick={() => setOffset(meta.nextOffset ?? offset)}
                >
                  {t(m.next)}
                </Button>
              </Group>
            </Group>
          )}
        </Stack>
      ) : (
        !missing && !table.isError && !rows.isError && <Skeleton height={320} />
      )}
      {table.data && (
        <>
          <ModalDialog
            opened={canEditRows && draft !== null}
            onClose={closeEditor}
            title={draft?.rowId ? t(m.editRow, { id: draft.rowId }) : t(m.newRow)}
          >
            {draft && (
              <Stack gap="sm">
                <ActionFeedback failure={changeFailure} />
                <RowEditor
                  table={table.data}
                  draft={draft}
                  onDraft={setDraft}
                  onChange={run}
                  onClose={closeEditor}
                  pending={change.isPending}
                  needsServer={needsServer}
                />
              </Stack>
            )}
          </ModalDialog>
          <ModalDialog
            opened={canEditRows && importing}
            onClose={() => setImporting(false)}
            title={t(m.importTitle, { name: table.data.name })}
            size="xl"
          >
            {importing && (
              <Stack gap="sm">
                <ActionFeedback failure={changeFailure} />
                <Suspense fallback={<Skeleton height={160} />}>
                  <CsvImport
                    table={table.data}
                    onImport={importParts}
                    onClose={() => setImporting(false)}
                    needsServer={needsServer}
                  />
                </Suspense>
              </Stack>
            )}
          </ModalDialog>
        </>
      )}
    </Stack>
  );
}
