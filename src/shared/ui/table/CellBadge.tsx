import { useMantineTheme } from '@mantine/core';
import classes from './TableCells.module.css';
import { badgeVars } from './tableCells';

interface CellBadgeProps {
  /** A theme colour whose filled badge keeps WCAG AA contrast (autoContrast on). */
  color: string;
  /** The badge's text (see fixedText: the same few words fill every row). */
  label: string;
  /** Set as `data-status`, for tests and styles. */
  status?: string;
}

/**
 * A filled status badge in a row of a virtualised table: the look of Mantine's Badge from plain
 * elements, never cut (give its column a sizer with every badge it can show).
 */
export function CellBadge({ color, label, status }: CellBadgeProps) {
  const theme = useMantineTheme();
  return (
    <div
      className={classes.badge}
      style={badgeVars(theme, color, 'filled', true)}
      data-status={status}
    >
      <span className={classes.badgeLabel}>{label}</span>
    </div>
  );
}
