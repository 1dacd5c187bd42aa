export { readStored, writeStored, removeStored, isBoolean, isBooleanRecord } from './storage';
export { useDelayed } from './useDelayed';
