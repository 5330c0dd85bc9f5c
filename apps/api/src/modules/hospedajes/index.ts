/** The hospedajes module's public entry: what other modules may use of it. */

export type { NightGap } from './hospedajes.gaps.ts';
export { nightGaps } from './hospedajes.gaps.ts';
export type { HospedajesService } from './hospedajes.service.ts';
