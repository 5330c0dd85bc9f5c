import type { Generated } from 'kysely';

interface NamedTable {
  id: number;
  name: string;
}
export interface CountriesTable {
  id: Generated<number>;
  name: string;
  iso2: string;
  is_visible: Generated<boolean>;
  vat: Generated<number>;
}
export interface StatesTable {
  id: Generated<number>;
  country_id: number;
  name: string;
}
export interface CurrenciesTable {
  id: Generated<number>;
  country_name: string;
  currency_name: string;
  symbol: string;
  rate: Generated<number>;
  is_active: Generated<boolean>;
}
export interface StatusesTable {
  kind: string;
  id: number;
  name: string;
  sort: number;
}

/** The tables of migration 0003: reference data served by /lookups. */
export interface ReferenceTables {
  countries: CountriesTable;
  states: StatesTable;
  currencies: CurrenciesTable;
  statuses: StatusesTable;
  languages: NamedTable;
  trip_types: NamedTable;
  meals: NamedTable;
  booking_methods: NamedTable;
  payment_methods: NamedTable;
  provider_categories: NamedTable;
  accommodation_types: NamedTable;
  accommodation_levels: NamedTable;
  accommodation_details: NamedTable;
  hotel_types: NamedTable;
  transfer_types: NamedTable;
  other_service_types: NamedTable;
  rate_item_types: NamedTable;
  week_days: NamedTable;
}
