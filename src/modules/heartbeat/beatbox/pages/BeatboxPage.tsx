import { HEARTBEAT_ACTIONS, mayTake } from '../../../../shared/contracts';
import { ResourcePage } from '../../../../shared/ui/resource';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { beatboxKind } from '../kind';

/** The beatbox overview (spec 2.4): status, server and flows of each beatbox; Deployers change. */
export function BeatboxPage() {
  const { role, features } = useHeartbeatPage();
  return (
    <ResourcePage
      kind={beatboxKind}
      readOnly={!mayTake(HEARTBEAT_ACTIONS.manageBeatboxes, role, features)}
    />
  );
}
