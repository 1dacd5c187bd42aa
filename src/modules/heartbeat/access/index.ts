// The access slice's only way in from another slice: a flow's access tab on the flow page, and
// the key fragment of its access lists.
export { FlowAccessTab } from './components/FlowAccessTab';
export { accessKeys } from './keys';
