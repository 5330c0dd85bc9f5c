/** The lookups module's public entry: what other modules may use of it. */

export type { LookupsRepo } from './lookups.repo.ts';
export { createLookupsRepo } from './lookups.repo.ts';
