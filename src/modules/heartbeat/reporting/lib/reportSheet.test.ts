import { describe, expect, it } from 'vitest';
import type { FlowReportRow } from '../../../../shared/contracts';
import { createTranslator } from '../../../../shared/i18n';
import { sheetToCsv } from '../../../../shared/lib/spreadsheet';
import { cellFormatter } from './cellText';
import { compareFromOf } from './compare';
import { filterReport, REPORT_COLUMNS, reportSheet } from './reportSheet';

const row = (flowId: string, received: number, failed: number): FlowReportRow => ({
  flowId,
  received,
  successful: received - failed,
  failed,
  failureRate: received === 0 ? 0 : failed / received,
  compare: { received: 4, successful: 3, failed: 1, failureRate: 0.25 },
});
const rows = [row('-cmd', 8, 1), row('alpha', 0, 0), row('beta', 3, 0)];

describe('the report sheet', () => {
  it('opens with all flows and filters by preset and flow ID', () => {
    expect(filterReport(rows, 'all', '')).toBe(rows);
    expect(filterReport(rows, 'failing', '').map((r) => r.flowId)).toEqual(['-cmd']);
    expect(filterReport(rows, 'active', '').map((r) => r.flowId)).toEqual(['-cmd', 'beta']);
    expect(filterReport(rows, 'all', 'ALP').map((r) => r.flowId)).toEqual(['alpha']);
  });

  it('writes the periods in the console zone above the rows shown', () => {
    const at = Date.UTC(2025, 0, 31, 23, 30);
    const sheetIn = (zone: string) => {
      const { formatDateTime } = createTranslator('en', {}, zone);
      return reportSheet(
        [['Period', formatDateTime(at)]],
        REPORT_COLUMNS.map((c) => c.key),
        rows.slice(0, 1),
      );
    };
    expect(sheetIn('Europe/Oslo')[0]![1]).toContain('01/02/2025');
    expect(sheetIn('Europe/Oslo')[0]![1]).toContain('00:30');
    expect(sheetIn('America/New_York')[0]![1]).toContain('31/01/2025');
    expect(sheetIn('America/New_York')[0]![1]).toContain('18:30');
    const csv = sheetToCsv(sheetIn('UTC'), ',').split('\r\n');
    expect(csv[3]).toBe("'-cmd;8;7;1;12,50;4;3;1;25,00");
  });

  it('shows on the page what the exports write', () => {
    const format = cellFormatter('nb');
    const cells = REPORT_COLUMNS.map((column) => format(column.cell(row('a', 1234, 1))));
    expect(cells[1]).toBe('1\u00a0234');
    expect(cells[4]).toBe('0,08');
    expect(cellFormatter('en-GB')({ value: 12.5, decimals: 2 })).toBe('12.50');
  });

  it('starts a chosen compare period on its day at the range start time, in the zone', () => {
    const range = { fromDate: Date.UTC(2025, 5, 10, 6, 15), toDate: Date.UTC(2025, 5, 11, 6, 15) };
    expect(compareFromOf({ kind: 'previous' }, range, 'UTC')).toBeUndefined();
    expect(compareFromOf({ kind: 'chosen', date: '2025-06-01' }, range, 'Europe/Oslo')).toBe(
      Date.UTC(2025, 5, 1, 6, 15),
    );
    expect(compareFromOf({ kind: 'chosen', date: 'nonsense' }, range, 'UTC')).toBeUndefined();
  });
});
