import { Anchor, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { Role } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import type { QueryRange } from '../../../../shared/ui/date-range';
import { useTraceList } from '../hooks/useTraceList';
import { withParams } from '../../hooks/useRangeLink';
import { canViewPayloads } from '../../lib/permissions';
import { tracesMessages } from '../messages';
import { TraceList } from './TraceList';
import { heartbeatPaths } from '../../paths';

interface FlowTracesTabProps {
  org: number;
  flowId: string;
  range: QueryRange;
  role: Role;
  query: string;
}

/** The traces of one flow, in the same table as the flow traces page. */
export function FlowTracesTab({ org, flowId, range, role, query }: FlowTracesTabProps) {
  const t = useT();
  const filter = useMemo(() => ({ flowId }), [flowId]);
  const traceList = useTraceList(org, range, filter);
  return (
    <Stack gap="sm">
      <Anchor
        component={Link}
        href={heartbeatPaths.traces(withParams(query, { flowId }))}
        size="sm"
      >
        {t(tracesMessages.openAll)}
      </Anchor>
      <TraceList org={org} traceList={traceList} canViewPayloads={canViewPayloads(role)} />
    </Stack>
  );
}
