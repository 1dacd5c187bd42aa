export {
  isOnline,
  networkStatus,
  reportDataFrom,
  reportServerAnswered,
  reportServerUnreachable,
} from './networkStatus';
export { useIsOnline, useNetworkStatus } from './useNetworkStatus';
