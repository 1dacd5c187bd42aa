import { Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n';
import { tableMessages } from './messages';
import { useColumnLayout } from './useColumnLayout';
import { VirtualRow, type VirtualColumn } from './VirtualRow';
import classes from './VirtualTable.module.css';

export type { VirtualColumn } from './VirtualRow';

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
/** Rows on touch screens are at least this high, so their buttons can be 44 px (WCAG 2.5.5). */
const TOUCH_ROW_HEIGHT = 48;

/**
 * Whether the main pointer is coarse (a touch screen). One MediaQueryList for every table: a
 * page with tables asks the browser once, not twice per table as it mounts.
 */
let coarse: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | null = null;
function coarsePointer(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  // A new matchMedia (a test's stand-in) gets its own list.
  if (coarse?.matchMedia !== window.matchMedia) {
    coarse = { matchMedia: window.matchMedia, list: window.matchMedia('(pointer: coarse)') };
  }
  return coarse.list;
}
const subscribeCoarse = (onChange: () => void) => {
  const list = coarsePointer();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};
const isCoarse = () => coarsePointer()?.matches ?? false;
const serverCoarse = () => false;

/**
 * Height of the scrolling body: px, or the viewport's height less `viewportOffset` px; with
 * `fit`, no taller than its rows (a short list does not stand over what follows it).
 */
export type VirtualTableHeight = number | { viewportOffset: number; fit?: boolean };

interface VirtualTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly VirtualColumn<T>[];
  rowKey: (row: T) => string | number;
  /** The row's name for screen readers (the details button's label); else its key. */
  rowLabel?: (row: T) => string;
  rowHeight: number;
  /** Height of the scrolling body. */
  height: VirtualTableHeight;
  selectedKey?: string | number | null;
  /** Shown under the table (e.g. "load more"). */
  footer?: ReactNode;
  /** Shown when there are no rows: a text is set as the table's note. */
  empty?: ReactNode;
}

const cssHeight = (height: VirtualTableHeight) =>
  typeof height === 'number' ? height : `calc(100vh - ${height.viewportOffset}px)`;

/** With `fit`, the body's most: its header, rows and borders, never under its minimum. */
const fitHeight = (height: VirtualTableHeight, rowsHeight: number) =>
  typeof height === 'object' && height.fit
    ? Math.max(BODY_MIN_HEIGHT, HEADER_HEIGHT + rowsHeight + BODY_BORDERS)
    : undefined;

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
 * Rows have a fixed height and are not measured, except a row whose details are open.
 *
 * The table measures its own width: columns that do not fit give way by priority (see
 * columnFit.ts) and are shown in each row's details, opened by a button at the row's end.
 */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  // An empty list shows only what it says when empty: no header above an empty body.
  if (props.rows.length === 0 && props.empty !== undefined) {
    return (
      <div className={classes.frame}>
        {typeof props.empty === 'string' ? (
          <Text p="md" size="sm">
            {props.empty}
          </Text>
        ) : (
          props.empty
        )}
        {props.footer}
      </div>
    );
  }
  return <RowsTable {...props} />;
}

/** The table itself; mounted with the first row, so it measures its columns then. */
function RowsTable<T>({
  label,
  rows,
  columns,
  rowKey,
  rowLabel,
  rowHeight: baseRowHeight,
  height,
  selectedKey,
  footer,
}: VirtualTableProps<T>) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const sizersRef = useRef<HTMLDivElement>(null);
  const detailsPrefix = useId();
  const touch = useSyncExternalStore(subscribeCoarse, isCoarse, serverCoarse);
  const rowHeight = touch ? Math.max(baseRowHeight, TOUCH_ROW_HEIGHT) : baseRowHeight;
  const layout = useColumnLayout(columns, scrollRef, sizersRef);
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(() => new Set());
  const [initialRect] = useState(() => ({ width: 1000, height: expectedInnerHeight(height) }));
  const getItemKey = useCallback((index: number) => rowKey(rows[index] as T), [rows, rowKey]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is built for this
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey,
    overscan: OVERSCAN,
    // The sticky header sits above the first row inside the scrolling box.
    scrollMargin: HEADER_HEIGHT,
    initialRect,
  });
  const anyHidden = layout.hidden.length > 0;
  // Details close when the columns change (all fit again, or others are hidden): the rows
  // measured with them open get the row height again. Nothing to do on mount.
  const hiddenKey = `${rowHeight} ${layout.hidden.map((column) => column.key).join(' ')}`;
  const shownWith = useRef(hiddenKey);
  useLayoutEffect(() => {
    if (shownWith.current === hiddenKey) return;
    shownWith.current = hiddenKey;
    setExpanded((open) => (open.size === 0 ? open : new Set()));
    virtualizer.measure();
  }, [hiddenKey, virtualizer]);
  const onToggle = useCallback(
    (key: string | number, index: number) => {
      const next = new Set(expanded);
      if (next.delete(key)) virtualizer.resizeItem(index, rowHeight);
      else next.add(key);
      setExpanded(next);
    },
    [expanded, virtualizer, rowHeight],
  );
  const template = useMemo<CSSProperties>(
    () => ({ gridTemplateColumns: layout.gridTemplateColumns }),
    [layout.gridTemplateColumns],
  );
  const items = virtualizer.getVirtualItems();
  // The rows laid out (after a scroll, or new rows): key columns widen to any cut cell.
  const { fitKeyColumns } = layout;
  const first = items[0]?.index ?? -1;
  const last = items[items.length - 1]?.index ?? -1;
  useLayoutEffect(
    () => fitKeyColumns(),
    [fitKeyColumns, first, last, rows, layout.gridTemplateColumns],
  );
  return (
    <div className={classes.frame}>
      <div ref={sizersRef} className={classes.sizers} aria-hidden="true">
        {/* Every column is at least as wide as its header, whole (and its sizer, if any). */}
        {columns.map((column) => (
          <div key={column.key} data-sizer={column.key} className={classes.cell}>
            <div className={classes.sizerHeader}>{column.header}</div>
            {column.sizer}
          </div>
        ))}
      </div>
      {/* Focusable so keyboard users can scroll it. */}
      <div
        ref={scrollRef}
        tabIndex={0}
        className={classes.body}
        style={{
          height: rows.length > 0 ? cssHeight(height) : 'auto',
          maxHeight: fitHeight(height, virtualizer.getTotalSize()),
        }}
        data-testid="virtual-table-body"
      >
        <div role="table" aria-label={label} aria-rowcount={rows.length + 1}>
          <div role="rowgroup" className={classes.head}>
            <div role="row" aria-rowindex={1} className={classes.header} style={template}>
              {layout.visible.map((column) => (
                <div role="columnheader" key={column.key} className={classes.cell}>
                  {column.header}
                </div>
              ))}
              {anyHidden && (
                <div role="columnheader" className={classes.cell}>
                  <span className={classes.srOnly}>{t(tableMessages.detailsColumn)}</span>
                </div>
              )}
            </div>
          </div>
          <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const row = rows[item.index] as T;
              const key = item.key as string | number;
              return (
                <VirtualRow
                  key={key}
                  row={row}
                  index={item.index}
                  rowKey={key}
                  label={anyHidden ? (rowLabel?.(row) ?? String(key)) : ''}
                  top={item.start - HEADER_HEIGHT}
                  height={rowHeight}
                  template={template}
                  columns={layout.visible}
                  hidden={layout.hidden}
                  selected={selectedKey === key}
                  expanded={anyHidden && expanded.has(key)}
                  detailsId={`${detailsPrefix}-${key}`}
                  onToggle={onToggle}
                  measureRef={virtualizer.measureElement}
                />
              );
            })}
          </div>
        </div>
      </div>
      {footer}
    </div>
  );
}
