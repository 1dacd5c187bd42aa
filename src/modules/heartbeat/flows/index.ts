// The flows slice's only way in from another slice. The overview (the first page of a start)
// imports it: export nothing here that would draw the flows pages' code into it.
export { showFlowsWithStatus } from './state';
