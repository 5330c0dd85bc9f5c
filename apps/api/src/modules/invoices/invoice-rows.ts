import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import { localName } from '../../engine/i18n/local-name.ts';

/**
 * The trip service rows an invoice line can pay, one shape over the three row tables: `kind` names the
 * table (and the line's column), `section` the trip section. The description is made of names only
 * (location, route, service), so the screen words the section in its own language.
 */
export type RowKind = 'accommodation' | 'transfer' | 'other';
export const lineColumn = {
  accommodation: 'accommodation_id',
  transfer: 'transfer_id',
  other: 'other_service_id',
} as const;
export const kindOf: Record<TripSection, RowKind> = {
  accommodations: 'accommodation',
  luggage_transfers: 'transfer',
  normal_transfers: 'transfer',
  other_services: 'other',
};

const loc = (column: string) => sql`(select l.name from locations_view l where l.id = ${sql.ref(column)})`;
const common = sql`trip_id, provider_id, ota_account_id, trip_service_status_id, t_cost, t_cost_national,
  r_cost, payment_date, provider_currency_rate, provider_currency_symbol`;

export const serviceRowsSql = sql`(
  select 'accommodation' as kind, 'accommodations' as section, r.id as row_id, ${common},
    r.checkin_date::text as service_date, coalesce(${loc('r.location_id')}, '') as description
  from trip_accommodations r
  union all
  select 'transfer', case r.transfer_type_id when 2 then 'luggage_transfers' else 'normal_transfers' end,
    r.id, ${common}, r.date::text,
    coalesce(${loc('r.from_location_id')}, '') || ' → ' || coalesce(${loc('r.to_location_id')}, '')
  from trip_transfers r
  union all
  select 'other', 'other_services', r.id, ${common}, r.from_date::text,
    coalesce((select ${localName('ps')} from provider_services_view ps where ps.id = r.service_id),
      (select ${localName('st')} from other_service_types st where st.id = r.service_type_id), '')
  from trip_other_services r)`;

/** The row a line (alias `s`) pays: the kind of its set column and that id. */
export const lineJoin = sql`sr.kind = case when s.accommodation_id is not null then 'accommodation'
    when s.transfer_id is not null then 'transfer' else 'other' end
  and sr.row_id = coalesce(s.accommodation_id, s.transfer_id, s.other_service_id)`;

export interface ServiceRow {
  kind: RowKind;
  section: TripSection;
  row_id: number;
  trip_id: number;
  trip_name: string;
  provider_id: number | null;
  ota_account_id: number | null;
  trip_service_status_id: number;
  t_cost: number | null;
  t_cost_national: number | null;
  r_cost: number | null;
  payment_date: string | null;
  provider_currency_rate: number;
  provider_currency_symbol: string;
  service_date: string | null;
  description: string;
}

export const rowColumns = sql`sr.kind, sr.section, sr.row_id, sr.trip_id, t.trip_name, sr.provider_id,
  sr.ota_account_id, sr.trip_service_status_id, sr.t_cost, sr.t_cost_national, sr.r_cost, sr.payment_date::text
  as payment_date, sr.provider_currency_rate, sr.provider_currency_symbol, sr.service_date, sr.description`;

/** "accommodation:12", the key of a row across the three tables. */
export const rowKey = (kind: RowKind, id: number) => `${kind}:${id}`;
