// The edges slice's only way in: the page of edge hosts (beatboxes and agents) that the beatbox
// and agents slices build theirs on: the list, a host's details, the form and its checks.
export { EdgeHostsPage } from './components/EdgeHostsPage';
export type { EdgeFormKind, FieldErrors } from './components/EdgeHostsView';
export { orDash } from './components/EdgeTable';
export { checkHostname, checkLength, checkName, isStringRecord } from './components/edgeChecks';
export { edgeMessages } from './messages';
export type { EdgeCalls } from './queries';
