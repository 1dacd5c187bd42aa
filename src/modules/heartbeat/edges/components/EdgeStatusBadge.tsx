import { EDGE_STATUSES, type EdgeStatus } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { CellBadge, fixedText } from '../../../../shared/ui/table';
import { edgeStatusMessages } from '../messages';

/** Shades whose text keeps WCAG AA contrast in both colour schemes (as the flow badges). */
const BADGE_COLORS: Record<EdgeStatus, string> = {
  ONLINE: 'teal.9',
  DEGRADED: 'yellow.4',
  OFFLINE: 'red.9',
  UNKNOWN: 'gray.7',
};

/** A beatbox's or an agent's status as a filled badge, never cut. */
export function EdgeStatusBadge({ status }: { status: EdgeStatus }) {
  const t = useT();
  return (
    <CellBadge
      color={BADGE_COLORS[status]}
      label={fixedText(t, edgeStatusMessages[status])}
      status={status}
    />
  );
}

/** Every badge, so a status column is as wide as the widest in any language. */
export const EDGE_STATUS_SIZER = EDGE_STATUSES.map((status) => (
  <EdgeStatusBadge key={status} status={status} />
));
