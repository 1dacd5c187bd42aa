import { Badge } from '@mantine/core';
import type { TraceStatus } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { traceStatusMessages } from '../messages';

const COLORS: Record<TraceStatus, string> = { SUCCESS: 'green', FAILED: 'red', RETRYING: 'yellow' };

export function TraceStatusBadge({ status }: { status: TraceStatus }) {
  const t = useT();
  return (
    <Badge color={COLORS[status]} variant="light" data-trace-status={status}>
      {t(traceStatusMessages[status])}
    </Badge>
  );
}
