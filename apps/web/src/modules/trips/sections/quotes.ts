import type { QuoteBody } from '@trips/shared/modules/providers/provider-rates.schema';
import { type QuotedRow, rowQuote } from '@trips/shared/modules/trips/row-quote';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { AnyDraftRow, DraftRow } from './rows';

/**
 * What prices a row while it is edited, as the server prices it on save (trips.pricing.ts): a stay, a
 * luggage or a people transfer by the provider's rates (POST /providers/{id}/quote); an other service
 * by its provider service's price times the people.
 */
export type PriceAsk =
  | { kind: 'quote'; providerId: number; body: QuoteBody }
  | { kind: 'service'; providerId: number; serviceId: number; people: number };

/** The quote a row asks for, or null while it has no provider or its dates are not set. */
export function priceAsk(section: TripSection, row: AnyDraftRow): PriceAsk | null {
  const providerId = row.provider_id;
  if (!providerId) return null;
  if (section === 'other_services') {
    const r = row as DraftRow<'other_services'>;
    return r.service_id ? { kind: 'service', providerId, serviceId: r.service_id, people: r.people } : null;
  }
  const body = rowQuote(section, row as QuotedRow);
  return body && { kind: 'quote', providerId, body };
}

/** The same ask, as text: two rows (or a row and its saved self) with equal text cost the same. */
export const askText = (ask: PriceAsk | null) => JSON.stringify(ask);
