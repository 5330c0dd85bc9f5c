/** The providers module's public entry: what other modules may use of it. */
export { detailOrThrow } from './providers.service.ts';
export { createQuoteService } from './rates/quote.service.ts';
