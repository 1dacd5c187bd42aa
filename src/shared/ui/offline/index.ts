export { FetchedAt } from './FetchedAt';
export { NeedsServerNote, useNeedsServer } from './NeedsServerNote';
export { offlineMessages } from './messages';
