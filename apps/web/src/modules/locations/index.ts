/** The locations module's public entry: what other modules may use of it. */
export { useLocationQuery } from './locationsApi';
