import { useMantineTheme } from '@mantine/core';
import classes from './TableCells.module.css';
import { badgeVars } from './tableCells';

interface CellBadgeProps {
  /** A theme colour; a filled badge keeps WCAG AA contrast (autoContrast on). */
  color: string;
  /** The badge's text (see fixedText: the same few words fill every row). */
  label: string;
  /** Set as `data-status`, for tests and styles. */
  status?: string;
  /** Mantine's Badge variants: filled (the default) or light. */
  variant?: 'filled' | 'light';
  /** Other data attributes (e.g. `data-action-state`), set on the badge. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * A status badge in a row of a virtualised table: the look of Mantine's Badge from plain
 * elements, never cut (give its column a sizer with every badge it can show).
 */
export function CellBadge({ color, label, status, variant = 'filled', ...data }: CellBadgeProps) {
  const theme = useMantineTheme();
  return (
    <div
      {...data}
      className={classes.badge}
      style={badgeVars(theme, color, variant, variant === 'filled')}
      data-status={status}
    >
      <span className={classes.badgeLabel}>{label}</span>
    </div>
  );
}
