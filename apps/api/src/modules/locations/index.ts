/** The locations module's public entry: what other modules may use of it. */
export { createLocationsRepo } from './locations.repo.ts';
export { invalid } from './locations.validate.ts';
export { firstActiveProvider, hotelListOf } from './priority-lists.repo.ts';
