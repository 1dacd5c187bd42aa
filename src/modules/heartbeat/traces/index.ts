// The traces slice's only way in from another slice: a flow's traces tab on the flow page, and
// the key fragment of trace lists, details and payloads.
export { FlowTracesTab } from './components/FlowTracesTab';
export { traceKeys } from './keys';
