import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NoteColumns, Timestamp } from './columns.ts';

/** Dates are calendar days read and written as 'YYYY-MM-DD'; numeric columns read as numbers. */
type Day = string;

export interface TripsTable {
  id: Generated<number>;
  trip_name: string;
  /** The reference people quote ('CW-2043'), set by the database on insert (migration 0043). */
  booking_reference: Generated<string>;
  branding_id: number | null;
  zoho_account_id: number | null;
  trip_type_id: number | null;
  section: Generated<string>;
  quotation_version: Generated<number>;
  start_date: Day;
  end_date: Day;
  start_location_id: number | null;
  end_location_id: number | null;
  accommodation_level_id: number | null;
  trip_price: Generated<number>;
  travellers: Generated<number>;
  general_status_id: Generated<number>;
  accommodation_status_id: Generated<number>;
  luggage_status_id: Generated<number>;
  people_status_id: Generated<number>;
  other_status_id: Generated<number>;
  voucher_status_id: Generated<number>;
  insurance_status_id: Generated<number>;
  accommodation_global_status_id: Generated<number>;
  luggage_global_status_id: Generated<number>;
  normal_global_status_id: Generated<number>;
  other_global_status_id: Generated<number>;
  trip_comments: Generated<string>;
  accommodation_comments: Generated<string>;
  holiday_id: Generated<string>;
  holiday_name: Generated<string>;
  /** The trip's title for the customer when it has no holiday name (migration 0037). */
  customer_title: Generated<string>;
  /** The itinerary the trip was made from. */
  itinerary_id: number | null;
  invoice_number: Generated<string>;
  invoice_date: Day | null;
  is_active: Generated<boolean>;
  customer_first_name: Generated<string>;
  customer_last_name: Generated<string>;
  customer_email: Generated<string>;
  customer_phone: Generated<string>;
  regular_customer: Generated<boolean>;
  language_id: number | null;
  operations_owner_id: number | null;
  accounting_user_id: number | null;
  sales_owner: Generated<string>;
  created_user_id: number | null;
  trip_url: Generated<string>;
  dossier_url: Generated<string>;
  dossier_url_2: Generated<string>;
  voucher_url: Generated<string>;
  insurance_url: Generated<string>;
  is_update_on_trip_changes: Generated<boolean>;
  is_no_dossier: Generated<boolean>;
  /** The trip has luggage transfers: the system creates them from its hotel chain (migration 0020). */
  luggage_transfers: Generated<boolean>;
  travel_insurance: Generated<boolean>;
  cancellation_insurance: Generated<boolean>;
  insurance_cost: Generated<number>;
  total_cost: Generated<number>;
  gross_margin: Generated<number>;
  gross_margin_per: number | null;
  /** Not cancelled service rows, and the confirmed ones among them: kept by triggers (migration 0027). */
  live_services: Generated<number>;
  confirmed_services: Generated<number>;
  /** What the trip still lacks (migration 0032): kept by the trips module's readiness. */
  problem_count: Generated<number>;
  problem_level: Generated<number>;
  problem_errors: Generated<string[]>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  version: Generated<number>;
}

/** The columns shared by the three service-row tables. */
export interface ServiceRowColumns {
  id: Generated<number>;
  trip_id: number;
  position: Generated<number>;
  trip_service_status_id: Generated<number>;
  provider_id: number | null;
  provider_currency_rate: Generated<number>;
  provider_currency_symbol: Generated<string>;
  t_cost: number | null;
  t_cost_national: number | null;
  tariff_cost: number | null;
  tariff_cost_national: number | null;
  r_cost: number | null;
  t_cost_problem: string | null;
  booking_type_id: Generated<number>;
  provider_date: Day | null;
  provider_acceptance_date: Day | null;
  payment_date: Day | null;
  ota_account_id: number | null;
  who_accepted: Generated<string>;
  ota_reference: Generated<string>;
  internal_comments: Generated<string>;
  comments_in_voucher: Generated<string>;
  cancellation_reason: Generated<string>;
  modification_reason: Generated<string>;
  comments_to_provider: Generated<string>;
  comments_from_provider: Generated<string>;
  is_send_email: Generated<boolean>;
  send_email_error: string | null;
}

export interface TripAccommodationsTable extends ServiceRowColumns {
  location_id: number | null;
  checkin_date: Day | null;
  checkout_date: Day | null;
  people: Generated<number>;
  individual_rooms: Generated<number>;
  double_rooms: Generated<number>;
  twin_rooms: Generated<number>;
  triple_rooms: Generated<number>;
  meals_id: Generated<number>;
  accommodation_level_id: number | null;
  /** The day a held room's free cancellation ends (migration 0032). */
  free_cancellation_date: Day | null;
}

export interface TripTransfersTable extends ServiceRowColumns {
  transfer_type_id: number;
  date: Day | null;
  from_location_id: number | null;
  to_location_id: number | null;
  from_meeting_point_id: number | null;
  to_meeting_point_id: number | null;
  from_provider_id: number | null;
  to_provider_id: number | null;
  luggage: Generated<number>;
  people: Generated<number>;
  observations: Generated<string>;
  is_undefined_time: Generated<boolean>;
  is_open_auto_transfer_from: Generated<boolean>;
  is_open_auto_transfer_to: Generated<boolean>;
}

export interface TripOtherServicesTable extends ServiceRowColumns {
  service_type_id: number | null;
  service_id: number | null;
  from_date: Day | null;
  to_date: Day | null;
  location_id: number | null;
  meeting_point_id: number | null;
  provider_point_id: number | null;
  people: Generated<number>;
  type_of_bikes: Generated<string>;
  locator: Generated<string>;
  height_measurment: Generated<string>;
  duration: Generated<string>;
  observations: Generated<string>;
  food_service_meal_id: number | null;
}

export interface TripNotesTable extends NoteColumns {
  trip_id: number;
}

export interface BrandingsTable {
  id: Generated<number>;
  name: string;
  /** From migration 0012. */
  is_active: Generated<boolean>;
  is_excel_import: Generated<boolean>;
  /** The brand's letters before a booking reference's number ('CW'), from migration 0043. */
  reference_prefix: Generated<string>;
  pdf_settings: Generated<unknown>;
  request_settings: Generated<unknown>;
  customer_web_site_settings: Generated<unknown>;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

/** The tables of migration 0008. */
export interface TripTables {
  brandings: BrandingsTable;
  zoho_accounts: {
    id: Generated<number>;
    name: string;
    name_es: string | null;
    name_de: string | null;
    is_active: Generated<boolean>;
  };
  ota_accounts: { id: Generated<number>; name: string; is_active: Generated<boolean> };
  trips: TripsTable;
  problem_levels: { id: number; name: string; name_es: string | null; name_de: string | null };
  /** The trip's problems as the readiness rules found them (migration 0055), written as JSON text. */
  trip_problems: { trip_id: number; findings: ColumnType<unknown[], string, string> };
  trip_tags: { trip_id: number; tag_id: number };
  trip_notes: TripNotesTable;
  trip_accommodations: TripAccommodationsTable;
  trip_transfers: TripTransfersTable;
  trip_other_services: TripOtherServicesTable;
}
