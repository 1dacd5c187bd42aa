import Papa from 'papaparse';
import { LOOKUP_CELL_MAX, type LookupColumn, type LookupRow } from '../../../../shared/contracts';

/** Why a row of a CSV file cannot be imported. */
export type RowProblem =
  { kind: 'cellCount'; cells: number; header: number } | { kind: 'cellTooLong'; max: number };

export interface PreviewRow {
  /** The line in the file (the header is line 1). */
  line: number;
  cells: string[];
  problem: RowProblem | null;
}

export interface CsvPreview {
  header: string[];
  /** Header names that are not columns of the table. */
  unknownColumns: string[];
  rows: PreviewRow[];
}

/** A CSV text read against a table's columns: each row with what is wrong with it. */
export function previewCsv(text: string, columns: readonly LookupColumn[]): CsvPreview {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...body] = parsed.data;
  const names = new Set(columns.map((c) => c.name));
  const trimmedHeader = header.map((name) => name.trim());
  return {
    header: trimmedHeader,
    unknownColumns: trimmedHeader.filter((name) => !names.has(name)),
    rows: body.map((cells, index) => ({
      line: index + 2,
      cells,
      problem:
        cells.length !== header.length
          ? { kind: 'cellCount', cells: cells.length, header: header.length }
          : cells.some((cell) => cell.length > LOOKUP_CELL_MAX)
            ? { kind: 'cellTooLong', max: LOOKUP_CELL_MAX }
            : null,
    })),
  };
}

/** Rows split so each import request stays well under the server's body limit. */
export function importParts(rows: readonly string[][], maxRows: number, maxChars = 150_000) {
  const parts: string[][][] = [];
  let part: string[][] = [];
  let chars = 0;
  for (const row of rows) {
    const size = row.reduce((sum, cell) => sum + cell.length + 4, 2);
    if (part.length > 0 && (part.length >= maxRows || chars + size > maxChars)) {
      parts.push(part);
      part = [];
      chars = 0;
    }
    part.push(row);
    chars += size;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/** A cell a spreadsheet would run as a formula (= + - @) is kept as text. */
const neutralised = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** The rows as CSV under a header of the column names. */
export function rowsToCsv(columns: readonly LookupColumn[], rows: readonly LookupRow[]): string {
  return Papa.unparse({
    fields: columns.map((c) => neutralised(c.name)),
    data: rows.map((row) => columns.map((c) => neutralised(row.cells[c.columnId] ?? ''))),
  });
}
