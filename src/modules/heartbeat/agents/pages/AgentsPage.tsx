import { HEARTBEAT_ACTIONS, mayTake } from '../../../../shared/contracts';
import { ResourcePage } from '../../../../shared/ui/resource';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { agentKind } from '../kind';

/** Agents (spec 2.4): each with its settings (base domain, server trust PEM) and flows. */
export function AgentsPage() {
  const { role, features } = useHeartbeatPage();
  return (
    <ResourcePage
      kind={agentKind}
      readOnly={!mayTake(HEARTBEAT_ACTIONS.manageAgents, role, features)}
    />
  );
}
