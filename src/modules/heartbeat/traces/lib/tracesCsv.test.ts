import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import type { TracePage } from '../../../../shared/contracts';
import { trace } from '../../testing/fixtures';
import { collectTraces, CSV_COLUMNS, tracesToCsv } from './tracesCsv';

describe('traces CSV', () => {
  it('has a header and one quoted-where-needed row per trace', () => {
    const csv = tracesToCsv(
      [
        trace(1, { errorMessage: 'Remote said "no", twice', errorCategory: 'REMOTE_SERVER_ERROR' }),
        trace(2, { payloadId: null }),
      ],
      'UTC',
    );
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[0]).toEqual([...CSV_COLUMNS]);
    expect(parsed.data[1]?.[10]).toBe('Remote said "no", twice');
    expect(parsed.data[1]?.[5]).toBe(
      new Date(trace(1).timeStamp).toISOString().replace('Z', '+00:00'),
    );
    expect(parsed.data[2]?.[12]).toBe('');
    expect(parsed.data).toHaveLength(3);
  });

  it('neutralises text a spreadsheet would run as a formula, as the other exports do', () => {
    const formulas = [
      '=HYPERLINK("https://evil.test","click")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
    ];
    const csv = tracesToCsv(
      formulas.map((text, i) =>
        trace(i, { errorMessage: text, name: text, flowId: text, exchangeId: text }),
      ),
      'UTC',
    );
    const rows = Papa.parse<string[]>(csv.trim()).data.slice(1);
    expect(rows).toHaveLength(formulas.length);
    rows.forEach((row, i) => {
      for (const column of ['flowId', 'exchangeId', 'name', 'errorMessage'] as const) {
        expect(row[CSV_COLUMNS.indexOf(column)]).toBe(`'${formulas[i] ?? ''}`);
      }
      // Numbers and times stay as they are.
      expect(row[CSV_COLUMNS.indexOf('id')]).toBe(String(i));
      expect(row[CSV_COLUMNS.indexOf('processingTimeMillis')]).toBe('100');
    });
    // Text that is no formula is left alone.
    const plain = Papa.parse<string[]>(tracesToCsv([trace(1, { errorMessage: 'a = b' })], 'UTC'))
      .data[1];
    expect(plain?.[CSV_COLUMNS.indexOf('errorMessage')]).toBe('a = b');
  });

  it('writes times in the given zone, with its offset', () => {
    // 1_736_000_000_000 is 2025-01-04 14:13:20 UTC, 15:13:20 in Oslo (winter time).
    const csv = tracesToCsv([trace(5)], 'Europe/Oslo');
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[1]?.[5]).toBe('2025-01-04T15:13:20.005+01:00');
  });

  it('collects every page of the filter up to the limit', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => trace(i));
    const fetchPage = vi.fn(async (offset: number, limit: number): Promise<TracePage> => {
      const data = all.slice(offset, offset + limit);
      return {
        data,
        meta: {
          requestedResultMaxSize: limit,
          resultOffset: offset,
          actualResultSize: data.length,
          totalNoOfMatches: all.length,
          totalIsLowerBound: false,
        },
      };
    });
    expect(await collectTraces(fetchPage)).toHaveLength(2500);
    expect(fetchPage.mock.calls.map(([offset]) => offset)).toEqual([0, 1000, 2000]);
    fetchPage.mockClear();
    expect(await collectTraces(fetchPage, 1500)).toHaveLength(1500);
    expect(fetchPage.mock.calls).toEqual([
      [0, 1000],
      [1000, 500],
    ]);
  });
});
