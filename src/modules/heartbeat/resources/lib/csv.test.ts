import { describe, expect, it } from 'vitest';
import { importParts, previewCsv, rowsToCsv } from './csv';

const columns = [
  { columnId: 'c1', name: 'code' },
  { columnId: 'c2', name: 'price' },
];

describe('lookup table CSV', () => {
  it('previews rows with their line and problem', () => {
    const preview = previewCsv('\uFEFFcode,price\nA,1\nB\n"C, quoted",3,4\n\n', columns);
    expect(preview.header).toEqual(['code', 'price']);
    expect(preview.unknownColumns).toEqual([]);
    expect(preview.rows).toEqual([
      { line: 2, cells: ['A', '1'], problem: null },
      { line: 3, cells: ['B'], problem: { kind: 'cellCount', cells: 1, header: 2 } },
      {
        line: 4,
        cells: ['C, quoted', '3', '4'],
        problem: { kind: 'cellCount', cells: 3, header: 2 },
      },
    ]);
    expect(previewCsv('code,nope\n1,2', columns).unknownColumns).toEqual(['nope']);
    expect(previewCsv(`code\n${'x'.repeat(501)}`, columns).rows[0]?.problem).toEqual({
      kind: 'cellTooLong',
      max: 500,
    });
  });

  it('exports a header and rows, neutralising formulas', () => {
    const csv = rowsToCsv(columns, [
      { rowId: 1, cells: { c1: '=SUM(A1)', c2: '1,5' } },
      { rowId: 2, cells: { c2: '-3' } },
    ]);
    expect(csv.split('\r\n')).toEqual(['code,price', `'=SUM(A1),"1,5"`, ",'-3"]);
  });

  it('splits a long import into parts', () => {
    const rows = Array.from({ length: 5 }, (_, i) => [String(i)]);
    expect(importParts(rows, 2).map((p) => p.length)).toEqual([2, 2, 1]);
    expect(importParts([['a'.repeat(60)], ['b'.repeat(60)]], 10, 100)).toHaveLength(2);
  });
});
