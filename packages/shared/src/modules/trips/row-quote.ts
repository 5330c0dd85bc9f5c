import type { z } from 'zod';
import type { quoteBody } from '../providers/provider-rates.schema.ts';
import type { TripSection } from './trips.constants.ts';

/** The fields of a row that its theoretical cost depends on (any section). */
export interface QuotedRow {
  checkin_date?: string | null;
  checkout_date?: string | null;
  individual_rooms?: number;
  double_rooms?: number;
  twin_rooms?: number;
  triple_rooms?: number;
  meals_id?: number;
  location_id?: number | null;
  date?: string | null;
  luggage?: number;
  people?: number;
}

/** A quote request as the quote service takes it (the parsed form of POST /providers/{id}/quote). */
export type RowQuote = z.output<typeof quoteBody>;

/**
 * What a row of a rate-priced section asks its provider's rates (POST /providers/{id}/quote): a stay by the
 * negotiated rate, a luggage transfer by bags, a normal transfer by people. Null while the dates that
 * price it are not set, and for other services (priced by their provider service). Zod-free: the editor
 * prices rows live with it and the server prices them on save with it.
 */
export function rowQuote(section: TripSection, r: QuotedRow): RowQuote | null {
  if (section === 'other_services') return null;
  if (section === 'accommodations') {
    if (!r.checkin_date || !r.checkout_date || r.checkout_date <= r.checkin_date) return null;
    return {
      kind: 'accommodation',
      checkin_date: r.checkin_date,
      checkout_date: r.checkout_date,
      individual_rooms: r.individual_rooms ?? 0,
      double_rooms: r.double_rooms ?? 0,
      twin_rooms: r.twin_rooms ?? 0,
      triple_rooms: r.triple_rooms ?? 0,
      meals_id: r.meals_id ?? 1,
      ...(r.location_id ? { location_id: r.location_id } : {}),
    };
  }
  if (!r.date) return null;
  if (section === 'luggage_transfers') return { kind: 'luggage', date: r.date, luggages: r.luggage ?? 0 };
  return { kind: 'transfer', date: r.date, people: r.people ?? 0 };
}
