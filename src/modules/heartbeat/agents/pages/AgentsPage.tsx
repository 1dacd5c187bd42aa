import { Code } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HEARTBEAT_ACTIONS, mayTake, type Agent } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import {
  fixedText,
  tableCellClasses as classes,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { EdgeHostsView } from '../../beatbox/components/EdgeHostsView';
import { edgeQueries, useEdgeChange } from '../../beatbox/queries';
import { agentForm, agentValues } from '../components/AgentFields';
import { agentMessages as m } from '../messages';

const agentId = (agent: Agent) => agent.agentId;

/** An agent's settings, in its details. */
const settingsFacts = (agent: Agent) =>
  [
    [m.baseDomain, agent.baseDomain],
    [
      m.serverTrust,
      agent.serverTrustPem ? (
        <Code block style={{ maxHeight: 240, overflow: 'auto' }}>
          {agent.serverTrustPem}
        </Code>
      ) : (
        '–'
      ),
    ],
  ] as const;

/** Agents (spec 2.4): each with its settings (base domain, server trust PEM) and flows. */
export function AgentsPage() {
  const t = useT();
  const { org, role, features } = useHeartbeatPage();
  const list = useQuery(edgeQueries.agents(org));
  const change = useEdgeChange(org, 'agent');
  const extraColumns = useMemo<VirtualColumn<Agent>[]>(
    () => [
      {
        key: 'baseDomain',
        header: t(m.baseDomain),
        minWidth: 180,
        grow: 2,
        priority: 'high',
        render: (agent) => <p className={classes.text}>{agent.baseDomain}</p>,
      },
      {
        key: 'certificate',
        header: t(m.certificate),
        minWidth: 110,
        priority: 'low',
        render: (agent) => (
          <p className={classes.text}>
            {fixedText(t, agent.serverTrustPem ? m.certificateSet : m.noCertificate)}
          </p>
        ),
      },
    ],
    [t],
  );
  return (
    <EdgeHostsView
      kind="agent"
      texts={m}
      list={list}
      idOf={agentId}
      canManage={mayTake(HEARTBEAT_ACTIONS.manageAgents, role, features)}
      extraColumns={extraColumns}
      facts={settingsFacts}
      valuesOf={agentValues}
      form={agentForm}
      change={change}
    />
  );
}
