import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import classes from './VirtualTable.module.css';

/** Height of the header row, in px (see VirtualTable.module.css). */
const HEADER_HEIGHT = 40;
/** Top and bottom border of the scrolling body, in px (see VirtualTable.module.css). */
const BODY_BORDERS = 2;
/** Minimum height of the scrolling body, in px (see VirtualTable.module.css). */
const BODY_MIN_HEIGHT = 80;
/**
 * Rows rendered beyond the visible ones. Scrolling re-renders synchronously in the scroll
 * event, before the frame is painted, so a few are enough; each one is work on mount.
 */
const OVERSCAN = 4;

/** Height of the scrolling body: px, or the viewport's height less `viewportOffset` px. */
export type VirtualTableHeight = number | { viewportOffset: number };

export interface VirtualColumn<T> {
  key: string;
  header: ReactNode;
  /** A CSS grid track, e.g. '2fr' or '120px'. */
  width: string;
  render: (row: T, index: number) => ReactNode;
}

interface VirtualTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  rowKey: (row: T) => string | number;
  rowHeight: number;
  /** Height of the scrolling body. */
  height: VirtualTableHeight;
  selectedKey?: string | number | null;
  /** Shown under the table (e.g. "load more"). */
  footer?: ReactNode;
  empty?: ReactNode;
}

const cssHeight = (height: VirtualTableHeight) =>
  typeof height === 'number' ? height : `calc(100vh - ${height.viewportOffset}px)`;

/**
 * The body's inner height as it will be laid out, so the first render already holds the rows
 * that fit: measuring it then finds the same range and does not render the table again.
 */
function expectedInnerHeight(height: VirtualTableHeight): number {
  const outer =
    typeof height === 'number'
      ? height
      : (typeof window === 'undefined' ? 800 : window.innerHeight) - height.viewportOffset;
  return Math.max(BODY_MIN_HEIGHT, outer) - BODY_BORDERS;
}

/**
 * A table that renders only the rows in view (plus a few), so it stays smooth with a hundred
 * thousand rows. ARIA table roles with row indexes tell assistive technology the full size.
 * Rows have a fixed height and are never measured.
 */
export function VirtualTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowHeight,
  height,
  selectedKey,
  footer,
  empty,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [initialRect] = useState(() => ({ width: 1000, height: expectedInnerHeight(height) }));
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is built for this
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // The sticky header sits above the first row inside the scrolling box.
    scrollMargin: HEADER_HEIGHT,
    initialRect,
  });
  const template = useMemo<CSSProperties>(
    () => ({ gridTemplateColumns: columns.map((column) => column.width).join(' ') }),
    [columns],
  );
  const items = virtualizer.getVirtualItems();
  return (
    <div className={classes.frame}>
      {/* Focusable so keyboard users can scroll it. */}
      <div
        ref={scrollRef}
        tabIndex={0}
        className={classes.body}
        style={{ height: rows.length > 0 ? cssHeight(height) : 'auto' }}
        data-testid="virtual-table-body"
      >
        <div role="table" aria-label={label} aria-rowcount={rows.length + 1}>
          <div role="rowgroup" className={classes.head}>
            <div role="row" aria-rowindex={1} className={classes.header} style={template}>
              {columns.map((column) => (
                <div role="columnheader" key={column.key} className={classes.cell}>
                  {column.header}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const row = rows[item.index] as T;
              const key = rowKey(row);
              return (
                <VirtualRow
                  key={key}
                  row={row}
                  index={item.index}
                  rowKey={key}
                  top={item.start - HEADER_HEIGHT}
                  height={rowHeight}
                  template={template}
                  columns={columns}
                  selected={selectedKey === key}
                />
              );
            })}
          </div>
        </div>
      </div>
      {rows.length === 0 && empty}
      {footer}
    </div>
  );
}

interface VirtualRowProps<T> {
  row: T;
  index: number;
  rowKey: string | number;
  top: number;
  height: number;
  template: CSSProperties;
  columns: readonly VirtualColumn<T>[];
  selected: boolean;
}

/**
 * One row. Memoised: while scrolling, rows that stay in view keep their props and are not
 * rendered again; only the few entering the view are.
 */
const VirtualRow = memo(function VirtualRow<T>({
  row,
  index,
  rowKey,
  top,
  height,
  template,
  columns,
  selected,
}: VirtualRowProps<T>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-selected={selected || undefined}
      data-row-key={rowKey}
      className={classes.row}
      style={{ ...template, height, transform: `translateY(${top}px)` }}
    >
      {columns.map((column) => (
        <div role="cell" key={column.key} className={classes.cell}>
          {column.render(row, index)}
        </div>
      ))}
    </div>
  );
}) as <T>(props: VirtualRowProps<T>) => ReactNode;
