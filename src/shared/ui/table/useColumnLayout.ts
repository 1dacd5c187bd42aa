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

  const measure = useCallback(() => {
    const body = bodyRef.current;
    // Not laid out (hidden, or a test's DOM without layout): nothing to decide yet.
    if (!body || body.clientWidth === 0) return;
    const sized: Record<string, number> = {};
    for (const sizer of sizersRef.current?.children ?? []) {
      const key = (sizer as HTMLElement).dataset.sizer ?? '';
      const width = Math.ceil(sizer.getBoundingClientRect().width);
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
  }, [columns, bodyRef, sizersRef]);

  useLayoutEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (bodyRef.current) observer.observe(bodyRef.current);
    for (const sizer of sizersRef.current?.children ?? []) observer.observe(sizer);
    return () => observer.disconnect();
  }, [measure, bodyRef, sizersRef]);

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
    };
  }, [columns, layout]);
}
