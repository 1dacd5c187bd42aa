import { Code } from '@mantine/core';
import { HEARTBEAT_ACTIONS, type Agent } from '../../../../shared/contracts';
import type { Translate } from '../../../../shared/i18n';
import { fixedText, textColumn, type VirtualColumn } from '../../../../shared/ui/table';
import { EdgeHostsPage } from '../../edges';
import { agentForm, agentValues } from '../components/AgentFields';
import { agentMessages as m } from '../messages';
import { agentCalls, agentQueries } from '../queries';

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

/** The agents' own columns: base domain and whether a server trust certificate is set. */
const agentColumns = (t: Translate): VirtualColumn<Agent>[] => [
  textColumn(
    'baseDomain',
    t(m.baseDomain),
    { minWidth: 180, grow: 2, priority: 'high' },
    (agent) => agent.baseDomain,
  ),
  textColumn('certificate', t(m.certificate), { minWidth: 110, priority: 'low' }, (agent) =>
    fixedText(t, agent.serverTrustPem ? m.certificateSet : m.noCertificate),
  ),
];

/** Agents (spec 2.4): each with its settings (base domain, server trust PEM) and flows. */
export function AgentsPage() {
  return (
    <EdgeHostsPage
      kind="agent"
      texts={m}
      query={agentQueries.agents}
      calls={agentCalls}
      idOf={agentId}
      manage={HEARTBEAT_ACTIONS.manageAgents}
      columns={agentColumns}
      facts={settingsFacts}
      valuesOf={agentValues}
      form={agentForm}
    />
  );
}
