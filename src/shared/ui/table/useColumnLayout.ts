import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import { hiddenColumns, type ColumnPriority } from './columnFit';

/** Width of the column of the rows' details buttons, in px (see VirtualTable.module.css). */
export const DETAILS_WIDTH = 44;

export interface LayoutColumn {
  key: string;
  minWidth: number;
  grow?: number;
  priority?: ColumnPriority;
}

interface Layout {
  hidden: readonly string[];
  /** Columns whose sizer measured wider than their `minWidth`, with that width. */
  sized: Readonly<Record<string, number>>;
}

/**
 * How many px a key cell's content is cut by: the most any box in it (the cell, a text that
 * cuts itself with an ellipsis) holds beyond its width.
 */
function cutBy(cell: HTMLElement): number {
  let cut = cell.scrollWidth - cell.clientWidth;
  for (const box of cell.querySelectorAll<HTMLElement>('*')) {
    if (box.clientWidth > 0) cut = Math.max(cut, box.scrollWidth - box.clientWidth);
  }
  return cut;
}

const sameLayout = (a: Layout, b: Layout) =>
  a.hidden.join('\n') === b.hidden.join('\n') &&
  JSON.stringify(a.sized) === JSON.stringify(b.sized);

/**
 * Which columns the table shows at its own width, and their grid tracks. Measured once per
 * table when it mounts and again only when the table or a sizer changes size: rows do no
 * work for it. Until it is measured every column is shown (a desktop renders once).
 */
export function useColumnLayout<C extends LayoutColumn>(
  columns: readonly C[],
  bodyRef: RefObject<HTMLElement | null>,
  sizersRef: RefObject<HTMLElement | null>,
) {
  const [layout, setLayout] = useState<Layout>({ hidden: [], sized: {} });
  // The widest content of each key column's cells laid out so far (only ever grows, so a
  // column does not jump narrower and wider as rows scroll by); anew with new columns.
  const [content] = useState(() => new WeakMap<readonly C[], Record<string, number>>());
  const contentWidths = useCallback(() => {
    let widths = content.get(columns);
    if (!widths) {
      widths = {};
      content.set(columns, widths);
    }
    return widths;
  }, [content, columns]);

  const measure = useCallback(() => {
    const body = bodyRef.current;
    // Not laid out (hidden, or a test's DOM without layout): nothing to decide yet.
    if (!body || body.clientWidth === 0) return;
    const sized: Record<string, number> = {};
    const widths = contentWidths();
    for (const sizer of sizersRef.current?.children ?? []) {
      const key = (sizer as HTMLElement).dataset.sizer ?? '';
      const width = Math.max(Math.ceil(sizer.getBoundingClientRect().width), widths[key] ?? 0);
      const declared = columns.find((column) => column.key === key)?.minWidth ?? 0;
      if (width > declared) sized[key] = width;
    }
    const fit = columns.map((column) => ({
      key: column.key,
      minWidth: sized[column.key] ?? column.minWidth,
      priority: column.priority ?? 'essential',
    }));
    const next = { hidden: hiddenColumns(fit, body.clientWidth, DETAILS_WIDTH), sized };
    setLayout((previous) => (sameLayout(previous, next) ? previous : next));
  }, [columns, bodyRef, sizersRef, contentWidths]);

  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (bodyRef.current) observer.observe(bodyRef.current);
    for (const sizer of sizersRef.current?.children ?? []) observer.observe(sizer);
    return () => observer.disconnect();
  }, [measure, bodyRef, sizersRef]);

  /**
   * Key columns get the width of their content: after rows are laid out, a key cell that is
   * cut widens its column to the whole content, and lower columns give way (issue 32, 13).
   */
  const fitKeyColumns = useCallback(() => {
    const body = bodyRef.current;
    if (!body || body.clientWidth === 0) return;
    const widths = contentWidths();
    let wider = false;
    for (const cell of body.querySelectorAll<HTMLElement>('[data-key-cell]')) {
      const cut = cutBy(cell);
      if (cut <= 0) continue;
      const key = cell.dataset.keyCell ?? '';
      const needed = Math.ceil(cell.getBoundingClientRect().width + cut);
      if (needed > (widths[key] ?? 0)) {
        widths[key] = needed;
        wider = true;
      }
    }
    if (wider) measure();
  }, [bodyRef, measure, contentWidths]);

  return useMemo(() => {
    const hidden = new Set(layout.hidden);
    const visible = columns.filter((column) => !hidden.has(column.key));
    const tracks = visible.map((column) => {
      const min = layout.sized[column.key] ?? column.minWidth;
      return column.grow ? `minmax(${min}px, ${column.grow}fr)` : `${min}px`;
    });
    if (hidden.size > 0) tracks.push(`${DETAILS_WIDTH}px`);
    return {
      visible,
      hidden: columns.filter((column) => hidden.has(column.key)),
      gridTemplateColumns: tracks.join(' '),
      fitKeyColumns,
    };
  }, [columns, layout, fitKeyColumns]);
}
