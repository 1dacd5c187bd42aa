/**
 * Which columns of a table fit its width. Pure, so the rule is tested without a browser, and
 * worked out once per table size (not per row).
 */

/**
 * How much a column matters when the table is narrow: `essential` columns are always shown,
 * `high` ones give way after every `low` one. Within a priority the rightmost column gives way
 * first, so the columns read left to right in order of importance.
 */
export type ColumnPriority = 'essential' | 'high' | 'low';

export interface FitColumn {
  key: string;
  /** The narrowest the column can be, in px, padding included. */
  minWidth: number;
  priority: ColumnPriority;
}

/** Drop order: lowest priority first. */
const PRIORITY_RANK: Record<ColumnPriority, number> = { low: 0, high: 1, essential: 2 };

/**
 * The keys of the columns to hide so the rest fit in `available` px. When any column is
 * hidden, the row's details control (`detailsWidth` px) needs room too. Essential columns are
 * never hidden, even when they alone do not fit (the table then scrolls sideways).
 */
export function hiddenColumns(
  columns: readonly FitColumn[],
  available: number,
  detailsWidth: number,
): string[] {
  let used = columns.reduce((sum, column) => sum + column.minWidth, 0);
  if (used <= available) return [];
  used += detailsWidth;
  const candidates = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.priority !== 'essential')
    .sort(
      (a, b) =>
        PRIORITY_RANK[a.column.priority] - PRIORITY_RANK[b.column.priority] || b.index - a.index,
    );
  const hidden: string[] = [];
  for (const { column } of candidates) {
    if (used <= available) break;
    hidden.push(column.key);
    used -= column.minWidth;
  }
  return hidden;
}
