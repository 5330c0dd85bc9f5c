import type { Generated } from 'kysely';

/** A lookup row's names in Spanish and German (migration 0029); null reads as the English `name`. */
export interface LocalNames {
  name_es: string | null;
  name_de: string | null;
}
interface NamedTable extends LocalNames {
  id: number;
  name: string;
}
export interface CountriesTable extends LocalNames {
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
export interface StatusesTable extends LocalNames {
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
