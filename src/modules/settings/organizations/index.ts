/** The organizations slice's front door: what other settings slices use of it. */
export { organizationsQueries } from './queries';
