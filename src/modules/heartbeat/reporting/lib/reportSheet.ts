import type { FlowReportRow } from '../../../../shared/contracts';
import type { Message } from '../../../../shared/i18n';
import type { FixedCell, SheetCell, SheetRows } from '../../../../shared/lib/spreadsheet';
import type { ColumnPriority } from '../../../../shared/ui/table';
import { reportingMessages as m } from '../messages';

export const REPORT_PRESETS = ['all', 'failing', 'active'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const presetMessages: Record<ReportPreset, Message> = {
  all: m.presetAll,
  failing: m.presetFailing,
  active: m.presetActive,
};

export const isReportPreset = (value: string): value is ReportPreset =>
  (REPORT_PRESETS as readonly string[]).includes(value);

/** The rows a preset and a flow ID search keep, in the report's order (by flowId). */
export function filterReport(
  rows: readonly FlowReportRow[],
  preset: ReportPreset,
  search: string,
): readonly FlowReportRow[] {
  const needle = search.trim().toLowerCase();
  if (preset === 'all' && needle === '') return rows;
  return rows.filter(
    (row) =>
      (preset === 'all' ||
        (preset === 'failing' && row.failed > 0) ||
        (preset === 'active' && row.received > 0)) &&
      (needle === '' || row.flowId.toLowerCase().includes(needle)),
  );
}

/** A failure rate in per cent with two decimals, as the table and the exports show it. */
const percent = (rate: number): FixedCell => ({ value: rate * 100, decimals: 2 });

export interface ReportColumn {
  key: string;
  header: Message;
  cell: (row: FlowReportRow) => SheetCell;
  priority?: ColumnPriority;
}

/** The report's columns: the table and both exports are made from these. */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { key: 'flowId', header: m.columnFlow, cell: (row) => row.flowId },
  { key: 'received', header: m.columnReceived, cell: (row) => row.received },
  {
    key: 'successful',
    header: m.columnSuccessful,
    cell: (row) => row.successful,
    priority: 'low',
  },
  { key: 'failed', header: m.columnFailed, cell: (row) => row.failed },
  { key: 'failureRate', header: m.columnFailureRate, cell: (row) => percent(row.failureRate) },
  {
    key: 'compareReceived',
    header: m.columnCompareReceived,
    cell: (row) => row.compare.received,
    priority: 'high',
  },
  {
    key: 'compareSuccessful',
    header: m.columnCompareSuccessful,
    cell: (row) => row.compare.successful,
    priority: 'low',
  },
  {
    key: 'compareFailed',
    header: m.columnCompareFailed,
    cell: (row) => row.compare.failed,
    priority: 'high',
  },
  {
    key: 'compareFailureRate',
    header: m.columnCompareFailureRate,
    cell: (row) => percent(row.compare.failureRate),
    priority: 'high',
  },
];

/**
 * The sheet of what the page shows: the periods and zone above the table (as the page says
 * them), then the header and the rows shown.
 */
export function reportSheet(
  heading: readonly (readonly [string, string])[],
  headers: readonly string[],
  rows: readonly FlowReportRow[],
): SheetRows {
  return [
    ...heading.map(([label, value]) => [label, value]),
    [],
    headers,
    ...rows.map((row) => REPORT_COLUMNS.map((column) => column.cell(row))),
  ];
}
