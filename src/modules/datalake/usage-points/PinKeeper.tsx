import { useSnapshot } from 'valtio';
import { useConsoleSession } from '../../../shared/session';
import { pinsState } from './pins';
import { usePinnedParts } from './usePinnedParts';

function KeepPin({ org, id }: { org: number; id: string }) {
  usePinnedParts(org, id, true);
  return null;
}

/**
 * Keeps the pinned usage points fetched while any data lake page is open: a pin's parts go on
 * being fetched after its page is left, and stay in memory (and so on screen offline) as well
 * as in the persisted cache.
 */
export function PinKeeper() {
  const org = useConsoleSession().organization.organizationId;
  const { ids } = useSnapshot(pinsState);
  return ids.map((id) => <KeepPin key={id} org={org} id={id} />);
}
