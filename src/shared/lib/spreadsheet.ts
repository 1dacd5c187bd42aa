import Papa from 'papaparse';

/** A number shown with a fixed count of decimals (a rate in per cent). */
export interface FixedCell {
  value: number;
  decimals: number;
}

/** A cell of an exported sheet: text, a whole number, or a number with fixed decimals. */
export type SheetCell = string | number | FixedCell;
export type SheetRows = readonly (readonly SheetCell[])[];

/** What a spreadsheet program reads as the start of a formula (or hides before one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet would run as a formula (= + - @, or a tab or CR before one) gets a
 * leading apostrophe, so it is shown as the text it is (OWASP, CSV injection).
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The decimal separator of a BCP 47 locale ('.' or ','). */
export function decimalSeparatorOf(intlLocale: string): string {
  const part = new Intl.NumberFormat(intlLocale)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/** A number as plain text: no grouping, `decimals` places, the given separator. */
export function plainNumber(cell: number | FixedCell, decimalSeparator: string): string {
  const text = typeof cell === 'number' ? String(cell) : cell.value.toFixed(cell.decimals);
  return text.replace('.', decimalSeparator);
}

/**
 * The CSV of `rows`: numbers without grouping and with the locale's decimal separator, text
 * neutralised. Where the decimal separator is a comma the fields are split by semicolons,
 * as spreadsheet programs in those locales expect.
 */
export function sheetToCsv(rows: SheetRows, decimalSeparator: string): string {
  const delimiter = decimalSeparator === ',' ? ';' : ',';
  return Papa.unparse(
    rows.map((row) =>
      row.map((cell) =>
        typeof cell === 'string' ? neutralise(cell) : plainNumber(cell, decimalSeparator),
      ),
    ),
    { delimiter, newline: '\r\n' },
  );
}

/**
 * The xlsx of `rows` (one sheet): numbers as numbers (the spreadsheet shows them with its own
 * decimal separator), text neutralised. The writer is loaded on first use only, so it is in
 * no first-load chunk.
 */
export async function sheetToXlsx(rows: SheetRows, sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = rows.map((row) =>
    row.map((cell) => {
      if (typeof cell === 'string') return { value: neutralise(cell), type: String };
      if (typeof cell === 'number') return { value: cell, type: Number };
      const format = cell.decimals > 0 ? `0.${'0'.repeat(cell.decimals)}` : '0';
      return { value: Number(cell.value.toFixed(cell.decimals)), type: Number, format };
    }),
  );
  return writeXlsxFile(data, { sheet }).toBlob();
}
