export { FetchedAt } from './FetchedAt';
export { oldestFetch, usePageDataAge } from './dataAge';
export { NeedsServerNote, useNeedsServer } from './NeedsServerNote';
export { NotKeptNote } from './NotKeptNote';
export { offlineMessages } from './messages';
export {
  changeConfiguration,
  configurationSaving,
  type PendingConfiguration,
} from './pendingConfiguration';
