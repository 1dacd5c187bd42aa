import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { decimalSeparatorOf, neutralise, sheetToCsv, sheetToXlsx } from './spreadsheet';

describe('neutralise', () => {
  it('makes text that starts a formula plain text', () => {
    for (const text of ['=1+1', '+31', '-2', '@SUM(A1)', '\t=x', '\r=x', '=HYPERLINK("x")']) {
      expect(neutralise(text)).toBe(`'${text}`);
    }
  });
  it('leaves other text as it is', () => {
    for (const text of ['meter-readings-in', 'a=b', ' =x', '', "'quoted"]) {
      expect(neutralise(text)).toBe(text);
    }
  });
});

describe('decimalSeparatorOf', () => {
  it('knows the separators of the console locales', () => {
    expect(decimalSeparatorOf('en-GB')).toBe('.');
    expect(decimalSeparatorOf('zh-CN')).toBe('.');
    expect(decimalSeparatorOf('nb')).toBe(',');
    expect(decimalSeparatorOf('fr')).toBe(',');
    expect(decimalSeparatorOf('da')).toBe(',');
  });
});

const rows = [
  ['Flow ID', 'Received', 'Failure rate (%)'],
  ['=cmd|calc', 1234, { value: 12.5, decimals: 2 }],
  ['plain; "quoted"', 0, { value: 100 / 3, decimals: 2 }],
];

describe('sheetToCsv', () => {
  it('writes points and commas where the locale has a point', () => {
    const csv = sheetToCsv(rows, '.');
    expect(Papa.parse(csv, { delimiter: ',' }).data).toEqual([
      ['Flow ID', 'Received', 'Failure rate (%)'],
      ["'=cmd|calc", '1234', '12.50'],
      ['plain; "quoted"', '0', '33.33'],
    ]);
  });
  it('writes decimal commas and semicolons where the locale has a comma', () => {
    const csv = sheetToCsv(rows, ',');
    expect(csv.split('\r\n')[1]).toBe("'=cmd|calc;1234;12,50");
    expect(Papa.parse(csv, { delimiter: ';' }).data).toEqual([
      ['Flow ID', 'Received', 'Failure rate (%)'],
      ["'=cmd|calc", '1234', '12,50'],
      ['plain; "quoted"', '0', '33,33'],
    ]);
  });
});

describe('sheetToXlsx', () => {
  it('writes numbers as numbers and neutralised text', async () => {
    const blob = await sheetToXlsx(rows, 'Report');
    expect(await readSheet(Buffer.from(await blob.arrayBuffer()), 'Report')).toEqual([
      ['Flow ID', 'Received', 'Failure rate (%)'],
      ["'=cmd|calc", 1234, 12.5],
      ['plain; "quoted"', 0, 33.33],
    ]);
  });
});
