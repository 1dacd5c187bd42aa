// The items slice's only way in from another slice: its key fragment (the module's keys.ts).
export { itemKeys } from './keys';
