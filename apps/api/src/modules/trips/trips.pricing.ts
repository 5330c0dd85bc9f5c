import { type QuotedRow, rowQuote } from '@trips/shared/modules/trips/row-quote';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { tripDefaults } from '@trips/shared/modules/trips/trips.constants';
import { decimalOf, times } from '@trips/shared/pricing/decimal';
import { failure, type PricingResult } from '@trips/shared/pricing/result';
import { priced } from '@trips/shared/pricing/totals';
import type { Database } from '../../db/database.ts';
import { createQuoteService, detailOrThrow } from '../providers/index.ts';
import { createTripRowsRepo } from './trip-rows.repo.ts';

/** What the server writes on a row from its provider and the pricing engine. */
export interface RowCost {
  t_cost: number | null;
  t_cost_national: number | null;
  t_cost_problem: string | null;
  provider_currency_rate: number;
  provider_currency_symbol: string;
}
type Row = Record<string, unknown>;

const noPrice = 'The chosen service has no price.';

/**
 * Prices rows with the shared pricing engine through the providers' quote service: a stay by the
 * negotiated rate, luggage and people transfers by their rates, an other service by its provider price
 * (in the provider's currency) times the people. A failure leaves t_cost empty with the engine's message.
 */
export function createRowPricer(db: Database) {
  // One pricer prices the rows of one save: providers and rates are read once each.
  const quotes = createQuoteService(db, true);
  const services = createTripRowsRepo(db);
  const providers = new Map<number, ReturnType<typeof detailOrThrow>>();
  const providerOf = (id: number) => {
    if (!providers.has(id)) providers.set(id, detailOrThrow(db, id));
    return providers.get(id)!;
  };

  async function result(section: TripSection, r: Row, rate: number): Promise<PricingResult<unknown> | null> {
    const providerId = r.provider_id as number;
    if (section !== 'other_services') {
      const quote = rowQuote(section, r as QuotedRow);
      return quote && (await quotes.quote(providerId, quote)).result;
    }
    if (!r.service_id) return null;
    const service = (await services.services([r.service_id as number])).get(r.service_id as number);
    if (!service || service.price === null) return failure('missing-price', noPrice);
    return priced([], [times(decimalOf(service.price), r.people as number)], decimalOf(rate));
  }

  /**
   * `saved` is the row as stored, for a row saved before: it keeps the exchange rate it was priced at while
   * its provider stays the same, so a changed currency rate reprices new rows only.
   */
  return async function price(section: TripSection, r: Row, saved?: Row): Promise<RowCost> {
    const none = { t_cost: null, t_cost_national: null, t_cost_problem: null };
    if (!r.provider_id)
      return {
        ...none,
        provider_currency_rate: tripDefaults.currencyRate,
        provider_currency_symbol: tripDefaults.currencySymbol,
      };
    const provider = await providerOf(r.provider_id as number);
    const keepsRate = saved !== undefined && saved.provider_id === r.provider_id;
    const currency = keepsRate
      ? {
          provider_currency_rate: saved.provider_currency_rate as number,
          provider_currency_symbol: saved.provider_currency_symbol as string,
        }
      : {
          provider_currency_rate: provider.currency_rate ?? tripDefaults.currencyRate,
          provider_currency_symbol: provider.currency_symbol ?? tripDefaults.currencySymbol,
        };
    const answer = await result(section, r, currency.provider_currency_rate);
    if (!answer) return { ...none, ...currency };
    if (!answer.ok) return { ...none, t_cost_problem: answer.message, ...currency };
    return { t_cost: answer.euro, t_cost_national: answer.national, t_cost_problem: null, ...currency };
  };
}
export type RowPricer = ReturnType<typeof createRowPricer>;
