import { memo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import type { ColumnPriority } from './columnFit';
import { tableMessages } from './messages';
import classes from './VirtualTable.module.css';

export interface VirtualColumn<T> {
  key: string;
  header: ReactNode;
  /** The narrowest the column may be, in px, padding included. */
  minWidth: number;
  /** Its share of the room left over (a CSS `fr`); without it the column keeps `minWidth`. */
  grow?: number;
  /**
   * What gives way when the table is narrow (see columnFit.ts); hidden columns are shown in
   * the row's details. Without it the column is essential.
   */
  priority?: ColumnPriority;
  /**
   * Long free text (a description, a message): wraps onto a second line and is not a key
   * column. Every other essential column is a key column: never cut, it is made as wide as
   * the widest of its cells laid out (useColumnLayout.ts), and lower columns give way.
   */
  wrap?: boolean;
  /**
   * Rendered once, out of sight, to measure: e.g. every badge the column can show. The column
   * is then at least as wide as this, in every language, so its contents are never cut.
   */
  sizer?: ReactNode;
  render: (row: T, index: number) => ReactNode;
}

export interface VirtualRowProps<T> {
  row: T;
  index: number;
  rowKey: string | number;
  /** The row's name in the details button's label. */
  label: string;
  top: number;
  height: number;
  template: CSSProperties;
  columns: readonly VirtualColumn<T>[];
  /** Columns that do not fit: shown in the row's details, behind a button. */
  hidden: readonly VirtualColumn<T>[];
  selected: boolean;
  expanded: boolean;
  detailsId: string;
  onToggle: (key: string | number, index: number) => void;
  measureRef: (element: HTMLElement | null) => void;
}

/** A column that is never cut: an essential one that is not long free text. */
export const isKeyColumn = (column: { priority?: string; wrap?: boolean }) =>
  (column.priority ?? 'essential') === 'essential' && !column.wrap;

/** What a tap or click acts on by itself: the row is not opened then. */
const OWN_ACTION = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

/**
 * A tap or click beside a row's controls opens the row where it has one main link: the whole
 * row is the target on a touch screen (issue 32, 16). Keyboards use the link itself.
 */
function openByRowTap(event: MouseEvent<HTMLDivElement>) {
  if ((event.target as Element).closest(OWN_ACTION)) return;
  // Text being selected with the mouse is not a click on the row.
  if (window.getSelection?.()?.isCollapsed === false) return;
  const links = event.currentTarget.querySelectorAll<HTMLAnchorElement>(
    ':scope > [role="cell"]:not([id]) a[href]',
  );
  if (links.length === 1) links[0]?.click();
}

/**
 * One row. Memoised: while scrolling, rows that stay in view keep their props and are not
 * rendered again; only the few entering the view are. An expanded row is measured (its
 * details have their own height); the others have the table's row height.
 */
export const VirtualRow = memo(function VirtualRow<T>({
  row,
  index,
  rowKey,
  label,
  top,
  height,
  template,
  columns,
  hidden,
  selected,
  expanded,
  detailsId,
  onToggle,
  measureRef,
}: VirtualRowProps<T>) {
  const t = useT();
  const open = expanded && hidden.length > 0;
  return (
    <div
      role="row"
      ref={open ? measureRef : undefined}
      aria-rowindex={index + 2}
      data-index={index}
      data-selected={selected || undefined}
      data-row-key={rowKey}
      data-expanded={open || undefined}
      className={classes.row}
      onClick={openByRowTap}
      style={{
        ...template,
        gridTemplateRows: `${height}px`,
        height: open ? undefined : height,
        transform: `translateY(${top}px)`,
      }}
    >
      {columns.map((column) => (
        <div
          role="cell"
          key={column.key}
          className={classes.cell}
          data-key-cell={isKeyColumn(column) ? column.key : undefined}
          data-wrap={column.wrap || undefined}
        >
          {column.render(row, index)}
        </div>
      ))}
      {hidden.length > 0 && (
        <div role="cell" className={classes.toggleCell}>
          <button
            type="button"
            className={`mantine-focus-auto ${classes.toggle}`}
            aria-label={t(tableMessages.showDetails, { row: label })}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => onToggle(rowKey, index)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      )}
      {open && (
        <div
          role="cell"
          id={detailsId}
          aria-colspan={columns.length + 1}
          className={classes.details}
        >
          <dl className={classes.detailsList}>
            {hidden.map((column) => (
              <div key={column.key} className={classes.detail} data-column={column.key}>
                <dt className={classes.detailTerm}>{column.header}</dt>
                <dd className={classes.detailValue}>{column.render(row, index)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </div>
  );
}) as <T>(props: VirtualRowProps<T>) => ReactNode;
