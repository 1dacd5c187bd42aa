import { useSnapshot } from 'valtio';
import { isOnline, networkStatus } from './networkStatus';

/** True while the browser is online and the server answers. */
export function useIsOnline(): boolean {
  return isOnline(useSnapshot(networkStatus));
}

export function useNetworkStatus() {
  const status = useSnapshot(networkStatus);
  return { ...status, online: isOnline(status) };
}
