import type { PriceField } from '@trips/shared/pricing/constants';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NoteColumns, Timestamp } from './columns.ts';

/** A `date` column: written as 'YYYY-MM-DD', read back as text by the repos (never as a JS Date). */
type DateColumn = ColumnType<string, string, string>;
type Text = Generated<string>;
type ImageSlots = 'main_image' | 'map_image' | 'image_1' | 'image_2' | 'image_3';

export interface ProvidersTable {
  id: Generated<number>;
  category_id: number;
  commercial_name: string;
  legal_name: Text;
  cif: Text;
  language_id: number | null;
  currency_id: number | null;
  status: Generated<'active' | 'inactive'>;
  location_id: number | null;
  phone: Text;
  booking_email: Text;
  contact_email: Text;
  contact_name: Text;
  emergency: Generated<boolean>;
  luggage: Generated<boolean>;
  people: Generated<boolean>;
  is_manually_managed_transfer: Generated<boolean>;
  comments_eng: Text;
  comments_spn: Text;
  payment_method_id: number | null;
  booking_method_id: number | null;
  address: Text;
  postal_code: Text;
  city: Text;
  /** 'HH:MM', '' when not said. */
  check_in_from: Text;
  check_out_until: Text;
  country_id: number | null;
  state_id: number | null;
  latitude: number | null;
  longitude: number | null;
  rooms: number | null;
  accommodation_type_id: number | null;
  accommodation_level_id: number | null;
  accommodation_detail_id: number | null;
  transfer_type_id: number | null;
  holiday_type_id: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: Generated<number>;
  rates_version: Generated<number>;
  services_version: Generated<number>;
}
export interface ProviderLocationsTable {
  provider_id: number;
  location_id: number;
}
export interface ProviderTagsTable {
  provider_id: number;
  tag_id: number;
}
export interface ProviderNotesTable extends NoteColumns {
  provider_id: number;
}
export interface ProviderRatesTable {
  id: Generated<number>;
  provider_id: number;
  kind: 'negotiated' | 'luggage' | 'transfer';
  name: string;
  position: number;
}
export type ProviderRateItemsTable = {
  id: Generated<number>;
  rate_id: number;
  position: number;
  rate_item_type_id: number;
  week_day_id: number;
  from_date: DateColumn;
  to_date: DateColumn;
} & { [field in PriceField]: number | null };
export interface ProviderRateQtiesTable {
  id: Generated<number>;
  item_id: number;
  position: number;
  from_qty: number;
  to_qty: number;
  amount: number | null;
  price_type: 'per' | 'total' | null;
}
export interface ProviderServicesTable {
  id: Generated<number>;
  provider_id: number;
  name: string;
  /** From migration 0045: '' when the service has no name in that language (the English one stands in). */
  name_es: Generated<string>;
  name_de: Generated<string>;
  price: number | null;
  service_type_id: number | null;
  position: number;
}
export interface ProviderServiceItemsTable {
  id: Generated<number>;
  service_id: number;
  language_id: number;
  location_id: number | null;
  provider_point_id: number | null;
  meeting_point_name: Text;
  observations: Text;
  type_of_bikes: Text;
  height_measurment: Text;
  duration: Text;
  time: Text;
}
export type ProviderVouchersTable = {
  provider_id: number;
  kind: string;
  record: number;
  comment_eng: Text;
  comment_spn: Text;
  comment_grm: Text;
  observation_eng: Text;
  observation_spn: Text;
  observation_grm: Text;
  version: Generated<number>;
} & { [slot in ImageSlots | `${ImageSlots}_org`]: string | null };
export interface LocationPriorityProvidersTable {
  location_id: number;
  list: 'hotel' | 'superior' | 'emergency_transfer';
  provider_id: number;
  hotel_type_id: number | null;
  priority: number;
}
export interface LocationPriorityVersionsTable {
  location_id: number;
  version: Generated<number>;
}

/** The tables of migration 0006. */
export interface ProviderTables {
  providers: ProvidersTable;
  provider_locations: ProviderLocationsTable;
  provider_tags: ProviderTagsTable;
  provider_notes: ProviderNotesTable;
  provider_rates: ProviderRatesTable;
  provider_rate_items: ProviderRateItemsTable;
  provider_rate_qties: ProviderRateQtiesTable;
  provider_services: ProviderServicesTable;
  provider_service_items: ProviderServiceItemsTable;
  provider_vouchers: ProviderVouchersTable;
  location_priority_providers: LocationPriorityProvidersTable;
  location_priority_versions: LocationPriorityVersionsTable;
}
