/** The brandings module's public entry: what other modules may use of it. */
export { defaultBrandId, sendingBrandOf } from './brandings.sending.ts';
