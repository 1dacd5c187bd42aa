export { FetchedAt } from './FetchedAt';
export { oldestFetch, usePageDataAge } from './dataAge';
export { NeedsServerNote, useNeedsServer } from './NeedsServerNote';
export { offlineMessages } from './messages';
