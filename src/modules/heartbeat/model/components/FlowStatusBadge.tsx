import { useT } from '../../../../shared/i18n';
import type { FlowStatus } from '../flowStatus';
import { flowStatusMessages } from '../messages';
// From their files: the table kit's index would bring the virtual table into the overview.
import { CellBadge } from '../../../../shared/ui/table/CellBadge';
import { fixedText } from '../../../../shared/ui/table/tableCells';

export const STATUS_COLORS: Record<FlowStatus, string> = {
  up: 'green',
  failing: 'red',
  down: 'gray',
  paused: 'yellow',
};

/**
 * Badge shades whose text (white, or dark on yellow with autoContrast) keeps WCAG AA contrast
 * in both colour schemes, as the platform status badge does.
 */
const BADGE_COLORS: Record<FlowStatus, string> = {
  up: 'teal.9',
  failing: 'red.9',
  down: 'gray.7',
  paused: 'yellow.4',
};

/** The status of a flow as a filled badge (plain elements with the look of Mantine's Badge). */
export function FlowStatusBadge({ status }: { status: FlowStatus }) {
  const t = useT();
  return (
    <CellBadge
      color={BADGE_COLORS[status]}
      label={fixedText(t, flowStatusMessages[status])}
      status={status}
    />
  );
}
