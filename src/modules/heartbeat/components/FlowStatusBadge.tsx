import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n';
import type { FlowStatus } from '../lib/flowStatus';
import { flowStatusMessages } from '../messages';

export const STATUS_COLORS: Record<FlowStatus, string> = {
  up: 'green',
  failing: 'red',
  down: 'gray',
  paused: 'yellow',
};

export function FlowStatusBadge({ status }: { status: FlowStatus }) {
  const t = useT();
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" autoContrast data-status={status}>
      {t(flowStatusMessages[status])}
    </Badge>
  );
}
