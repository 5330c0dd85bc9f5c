/** The providers module's public entry: what other modules may use of it. */
export { providerKey } from './providersApi';
export type { QuoteAnswer } from './rates/ratesApi';
