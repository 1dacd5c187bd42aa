export {
  isOnline,
  networkStatus,
  reportServerAnswered,
  reportServerUnreachable,
} from './networkStatus';
export { useIsOnline, useNetworkStatus } from './useNetworkStatus';
