// The accounts slice's only way in from another slice: its key fragment (the module's keys.ts).
export { accountKeys } from './keys';
