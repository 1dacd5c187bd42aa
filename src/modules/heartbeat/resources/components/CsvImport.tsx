import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { LOOKUP_IMPORT_MAX, type LookupTable } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { commonMessages, fieldMessages } from '../../../../shared/ui';
import { VirtualTable, type VirtualColumn } from '../../../../shared/ui/table';
import {
  importParts,
  previewCsv,
  type CsvPreview,
  type PreviewRow,
  type RowProblem,
} from '../lib/csv';
import { lookupMessages as m } from '../lookupMessages';
import { FileToText } from './FileToText';

interface CsvImportProps {
  table: LookupTable;
  onImport: (parts: { columns: string[]; rows: string[][] }[]) => Promise<void>;
  onClose: () => void;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

const lineKey = (row: PreviewRow) => row.line;

/** Reads a CSV file, shows its rows with their errors, and imports it when it has none. */
export function CsvImport({ table, onImport, onClose, needsServer }: CsvImportProps) {
  const t = useT();
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [importing, setImporting] = useState(false);
  const problemText = (problem: RowProblem | null) =>
    problem === null
      ? ''
      : problem.kind === 'cellCount'
        ? t(m.cellCount, { cells: problem.cells, header: problem.header })
        : t(fieldMessages.tooLong, { max: problem.max });
  const rows = useMemo(
    () =>
      preview ? [...preview.rows].sort((a, b) => Number(!a.problem) - Number(!b.problem)) : [],
    [preview],
  );
  const columns = useMemo<VirtualColumn<PreviewRow>[]>(
    () => [
      { key: 'line', header: t(m.line), minWidth: 70, render: (row) => row.line },
      ...(preview?.header ?? []).map((name, index) => ({
        key: `c${index}`,
        header: name,
        minWidth: 110,
        grow: 1,
        render: (row: PreviewRow) => row.cells[index] ?? '',
      })),
      {
        key: 'problem',
        header: t(m.problem),
        minWidth: 200,
        grow: 1,
        render: (row) => (
          <Text span size="sm" c="red">
            {problemText(row.problem)}
          </Text>
        ),
      },
    ],
    // problemText reads only t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, preview],
  );
  const errors = preview?.rows.filter((row) => row.problem !== null).length ?? 0;
  const blocked =
    !preview || preview.unknownColumns.length > 0 || preview.rows.length === 0 || errors > 0;

  const start = () => {
    if (!preview || blocked) return;
    setImporting(true);
    const parts = importParts(
      preview.rows.map((row) => row.cells),
      LOOKUP_IMPORT_MAX,
    ).map((part) => ({ columns: preview.header, rows: part }));
    void onImport(parts).finally(() => setImporting(false));
  };

  return (
    <Stack gap="sm">
      <FileToText
        label={m.chooseFile}
        accept=".csv,text/csv"
        onText={(text) => setPreview(previewCsv(text, table.columns))}
      />
      {preview && preview.unknownColumns.length > 0 && (
        <Alert color="red" role="alert">
          {t(m.unknownColumn, { columns: preview.unknownColumns.join(', ') })}
        </Alert>
      )}
      {preview && preview.rows.length === 0 && (
        <Alert color="red" role="alert">
          {t(m.emptyFile)}
        </Alert>
      )}
      {preview && preview.rows.length > 0 && (
        <>
          <Text size="sm" role="status">
            {t(m.preview, { rows: preview.rows.length, errors })}
          </Text>
          {errors > 0 && <Text size="sm">{t(m.fixErrors)}</Text>}
          <VirtualTable
            label={t(m.previewTable)}
            rows={rows}
            columns={columns}
            rowKey={lineKey}
            rowHeight={40}
            height={Math.min(320, rows.length * 40 + 60)}
          />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t(commonMessages.cancel)}
        </Button>
        <Button
          onClick={start}
          loading={importing}
          {...needsServer}
          disabled={needsServer.disabled || blocked}
        >
          {t(m.importRows, { rows: preview?.rows.length ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
}
