import type { ReactNode } from 'react';
import type { ColumnPriority } from './columnFit';
import classes from './TableCells.module.css';
import type { VirtualColumn } from './VirtualRow';

/**
 * A time with wide parts (two-digit day, month, hour, minute, second) in most zones: a time
 * column's sizer is this time formatted, so the column fits every time, however formatted.
 */
export const WIDE_TIME = Date.UTC(2000, 11, 28, 22, 58, 58);

interface TextCellOptions {
  /** Cut with an ellipsis instead of wrapping. */
  truncate?: boolean;
  /** The whole text on hover, for a cut one. */
  title?: string;
  /** A class of the table's own, after the text classes. */
  className?: string;
}

/** Plain text in a cell of a virtualised table: a bare paragraph, light enough for every row. */
export function textCell(value: ReactNode, options: TextCellOptions = {}) {
  let className = options.truncate ? `${classes.text} ${classes.truncate}` : classes.text;
  if (options.className) className = `${className} ${options.className}`;
  return (
    <p className={className} title={options.title}>
      {value}
    </p>
  );
}

/** How a column sits in the row: its width, its share of the room left, when it gives way. */
export interface ColumnLayout {
  minWidth: number;
  grow?: number;
  priority?: ColumnPriority;
}

/** A column of plain text (see textCell): `text` gives each row's. */
export function textColumn<T>(
  key: string,
  header: ReactNode,
  layout: ColumnLayout,
  text: (row: T) => ReactNode,
  options?: Omit<TextCellOptions, 'title'>,
): VirtualColumn<T> {
  return { key, header, ...layout, render: (row) => textCell(text(row), options) };
}
