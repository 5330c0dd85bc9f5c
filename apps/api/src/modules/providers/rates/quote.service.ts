import type { QuoteBody, quoteBody } from '@trips/shared/modules/providers/provider-rates.schema';
import {
  type AnyRate,
  type LuggageRate,
  type NegotiatedRate,
  priceAccommodationStay,
  priceLuggageTransfer,
  pricePeopleTransfer,
  type TransferRate,
} from '@trips/shared/pricing/index';
import { failure } from '@trips/shared/pricing/result';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { createLocationsRepo } from '../../locations/index.ts';
import { detailOrThrow } from '../providers.service.ts';
import { invalid } from '../providers.validate.ts';
import { loadRates } from './rates.presenter.ts';
import { createRatesRepo } from './rates.repo.ts';

type Quote = z.output<typeof quoteBody>;

export type { QuoteBody };

const kindWords = { accommodation: 'negotiated (accommodation)', luggage: 'luggage', transfer: 'transfer' };

async function rationReplacements(db: Database, locationId: number | undefined) {
  if (!locationId) return null;
  const location = await createLocationsRepo(db).find(locationId);
  if (!location) throw invalid({ location_id: 'Unknown location' });
  return location;
}

/** `load` as is, or remembering each key's answer for the life of the service. */
function remembered<K, V>(load: (key: K) => Promise<V>, remember: boolean): (key: K) => Promise<V> {
  if (!remember) return load;
  const known = new Map<K, Promise<V>>();
  return (key) => {
    if (!known.has(key)) known.set(key, load(key));
    return known.get(key)!;
  };
}

/**
 * The theoretical cost of one trip service row with this provider's rates, by the shared pricing engine.
 * The trips module calls this too, with `remember` for the rows of one save (in one transaction): each
 * provider, its rates and each location are then read once, not once a row. A provider without a rate of
 * the kind answers 'no-rate'.
 */
export function createQuoteService(db: Database, remember = false) {
  const providerOf = remembered((id: number) => detailOrThrow(db, id), remember);
  const ratesOf = remembered((id: number) => loadRates(createRatesRepo(db), id), remember);
  const locationOf = remembered((id: number | undefined) => rationReplacements(db, id), remember);
  return {
    async quote(providerId: number, body: Quote) {
      const provider = await providerOf(providerId);
      const rates = await ratesOf(providerId);
      const list: AnyRate[] = body.kind === 'accommodation' ? rates.negotiated : rates[body.kind];
      const rate = body.rate_id ? list.find((r) => r.id === body.rate_id) : list[0];
      const provider_currency_rate = provider.currency_rate ?? 1;
      const answer = {
        success: true as const,
        rate: rate ? { id: rate.id!, name: rate.name } : null,
        currency_symbol: provider.currency_symbol ?? '€',
        currency_rate: provider_currency_rate,
      };
      if (!rate) {
        const which = body.rate_id
          ? `no ${kindWords[body.kind]} rate ${body.rate_id}`
          : `no ${kindWords[body.kind]} rate`;
        return { ...answer, result: failure('no-rate', `${provider.commercial_name} has ${which}`) };
      }
      if (body.kind === 'luggage')
        return {
          ...answer,
          result: priceLuggageTransfer(rate as LuggageRate, { ...body, provider_currency_rate }),
        };
      if (body.kind === 'transfer')
        return {
          ...answer,
          result: pricePeopleTransfer(rate as TransferRate, { ...body, provider_currency_rate }),
        };
      const ration_replacements = await locationOf(body.location_id);
      const stay = { ...body, provider_currency_rate, ration_replacements };
      return { ...answer, result: priceAccommodationStay(rate as NegotiatedRate, stay) };
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
