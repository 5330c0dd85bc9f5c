import { tripsResource } from '@trips/shared/modules/trips/trips.resource';
import type { TripRow } from '@trips/shared/modules/trips/trips.schema';
import type { ListView } from '../../engine/types';

export const tripPath = (id: number) => `/trip-details/${id}`;

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const money = (value: number | null) => (value === null ? '' : euro.format(value));
/** 'YYYY-MM-DD' (a calendar day) or an ISO moment, shown as '21 Nov 2026'. */
const date = (value: string | null) => {
  if (!value) return '';
  const parsed = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(parsed.getTime()) ? value : day.format(parsed);
};

/** The trips list (spec part 1 §3, part 2 §3): money in euro, margin in percent, days as dates. */
export const tripsView: ListView<TripRow> = {
  descriptor: tripsResource,
  rowHref: (row) => tripPath(row.id),
  cells: {
    business_trip_price: (row) => money(row.business_trip_price),
    cost: (row) => money(row.cost),
    insurance_cost: (row) => money(row.insurance_cost),
    business_cost_margin_per: (row) =>
      row.business_cost_margin_per === null ? '' : `${percent.format(row.business_cost_margin_per)} %`,
    start_date: (row) => date(row.start_date),
    end_date: (row) => date(row.end_date),
    invoice_date: (row) => date(row.invoice_date),
    created_date: (row) => date(row.created_date),
  },
  loadFailure: 'unable to find trips',
};
