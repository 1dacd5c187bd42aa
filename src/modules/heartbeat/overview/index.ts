// The overview slice's only way in from another slice: what its page asks for as the console
// starts on it (the module's routes).
export { prefetchOverview } from './prefetch';
