export { readStored, writeStored, removeStored, isBoolean, isBooleanRecord } from './storage';
export { useDelayed } from './useDelayed';
export { DRAFT_KEY_PREFIX, removeDraft, useDraft } from './draft';
// Zone arithmetic lives once, in the contracts the server shares.
export * from '../contracts/zonedTime';
