// The edges slice's only way in: what beatboxes and agents have alike, as the resource kit's
// kind (list, a host's details, the form with its name and flows, and its checks).
export { edgeKind, orDash, type EdgeKindConfig } from './components/edgeKind';
export { checkHostname, checkLength, checkName, isStringRecord } from './components/edgeChecks';
export { edgeMessages } from './messages';
