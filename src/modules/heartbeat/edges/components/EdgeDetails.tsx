import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EdgeServer, EdgeStatus } from '../../../../shared/contracts';
import { useI18n, type Message } from '../../../../shared/i18n';
import { useRangeQuery } from '../../hooks/useRangeLink';
import type { FlowHost } from '../../paths';
import { edgeMessages as m } from '../messages';
import { EdgeFlowLinks } from './EdgeFlowLinks';
import { EdgeStatusBadge } from './EdgeStatusBadge';

/** What a beatbox and an agent have alike. */
export interface EdgeHost {
  name: string;
  status: EdgeStatus;
  server: EdgeServer;
  flowIds: string[];
  created: string;
  updated: string;
}

interface EdgeDetailsProps {
  host: EdgeHost;
  flowHost: FlowHost;
  /** The kind's own facts (an agent's settings), after the server's. */
  facts: readonly (readonly [Message, ReactNode])[];
}

function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 4 }}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" fw={500}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/** A beatbox or an agent in full: status, server, the kind's facts, every flow. */
export function EdgeDetails({ host, flowHost, facts }: EdgeDetailsProps) {
  const { t, formatDateTime } = useI18n();
  const query = useRangeQuery();
  const none = '–';
  const { server } = host;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <EdgeStatusBadge status={host.status} />
      </Group>
      <Facts
        facts={[
          [t(m.hostname), server.hostname ?? none],
          [t(m.ip), server.ip ?? none],
          [t(m.os), server.os ?? none],
          [t(m.version), server.version ?? none],
          [t(m.lastSeen), server.lastSeen ? formatDateTime(server.lastSeen) : t(m.neverSeen)],
          ...facts.map(([label, value]) => [t(label), value] as const),
          [t(m.created), formatDateTime(host.created)],
          [t(m.updated), formatDateTime(host.updated)],
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t(m.flowCount, { count: host.flowIds.length })}
        </Title>
        <EdgeFlowLinks host={flowHost} flowIds={host.flowIds} query={query} />
      </Stack>
    </Stack>
  );
}
