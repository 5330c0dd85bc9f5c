import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import type { FieldSpec } from '../../../engine/form/fieldSpec';

/** Every editable field of a trip (information, customer, owners, documentation, insurance, tags). */
export type TripInfo = SaveTripInput['trip'];
export type TripKey = keyof TripInfo;

export type TripFieldSpec = FieldSpec<TripKey>;

const money = { kind: 'money', empty: 0 } as const;
const status = (key: TripKey, label: string, lookup: string): TripFieldSpec => ({
  key,
  label,
  kind: 'lookup',
  lookup,
  required: true,
});

/** The areas of the trip screen (spec part 2 §3 "Trip information", "Other trip data"), in screen order. */
export const tripAreas = [
  {
    id: 'information',
    title: 'Trip information',
    cols: 3,
    fields: [
      { key: 'trip_name', label: 'Trip name', kind: 'text', max: 100, required: true },
      { key: 'branding_id', label: 'Brand', kind: 'lookup', lookup: 'brandings' },
      { key: 'zoho_account_id', label: 'Zoho account', kind: 'lookup', lookup: 'zoho_accounts' },
      { key: 'trip_type_id', label: 'Trip type', kind: 'lookup', lookup: 'trip_types' },
      { key: 'section', label: 'Section', kind: 'text', max: 100 },
      {
        key: 'quotation_version',
        label: 'Quotation version',
        kind: 'number',
        min: 1,
        max: 10_000,
        decimals: 0,
        empty: 1,
      },
      { key: 'start_date', label: 'Start date', kind: 'date', required: true },
      { key: 'end_date', label: 'End date', kind: 'date', required: true },
      {
        key: 'accommodation_level_id',
        label: 'Accommodation level',
        kind: 'lookup',
        lookup: 'accommodation_levels',
      },
      {
        key: 'start_location_id',
        label: 'Start location',
        kind: 'remote',
        resource: 'locations',
        placeholder: 'Search locations…',
      },
      {
        key: 'end_location_id',
        label: 'End location',
        kind: 'remote',
        resource: 'locations',
        placeholder: 'Search locations…',
      },
      { key: 'travellers', label: 'Travellers', kind: 'number', min: 0, max: 100_000, decimals: 0, empty: 0 },
      { key: 'trip_price', label: 'Trip price', ...money },
      { key: 'holiday_id', label: 'Holiday id', kind: 'text', max: 100 },
      { key: 'holiday_name', label: 'Holiday name', kind: 'text', max: 100 },
      { key: 'invoice_number', label: 'Invoice number', kind: 'text', max: 100 },
      { key: 'invoice_date', label: 'Invoice date', kind: 'date' },
      { key: 'is_active', label: 'Active', kind: 'boolean' },
    ],
  },
  {
    id: 'statuses',
    title: 'Statuses',
    cols: 2,
    fields: [
      status('general_status_id', 'General status', 'general_statuses'),
      status('voucher_status_id', 'Voucher status', 'voucher_statuses'),
    ],
  },
  // Shown under the title of each service section.
  {
    id: 'accommodations',
    title: 'Accommodation statuses',
    cols: 2,
    fields: [
      status('accommodation_status_id', 'Accommodation status', 'accommodation_statuses'),
      status('accommodation_global_status_id', 'Accommodation section status', 'general_statuses'),
    ],
  },
  {
    id: 'luggage_transfers',
    title: 'Luggage statuses',
    cols: 2,
    fields: [
      status('luggage_status_id', 'Luggage status', 'luggage_statuses'),
      status('luggage_global_status_id', 'Luggage section status', 'general_statuses'),
    ],
  },
  {
    id: 'normal_transfers',
    title: 'Normal transfers statuses',
    cols: 2,
    fields: [
      status('people_status_id', 'Normal transfers status', 'people_statuses'),
      status('normal_global_status_id', 'Normal transfers section status', 'general_statuses'),
    ],
  },
  {
    id: 'other_services',
    title: 'Other services statuses',
    cols: 2,
    fields: [
      status('other_status_id', 'Other services status', 'other_statuses'),
      status('other_global_status_id', 'Other services section status', 'general_statuses'),
    ],
  },
  {
    id: 'customer',
    title: 'Customer',
    cols: 2,
    fields: [
      { key: 'customer_first_name', label: 'First name', kind: 'text', max: 100 },
      { key: 'customer_last_name', label: 'Last name', kind: 'text', max: 100 },
      { key: 'customer_email', label: 'Email', kind: 'email', max: 100 },
      { key: 'customer_phone', label: 'Phone', kind: 'text', max: 100 },
      { key: 'language_id', label: 'Language', kind: 'lookup', lookup: 'languages' },
      { key: 'regular_customer', label: 'Regular customer', kind: 'boolean' },
    ],
  },
  {
    id: 'owners',
    title: 'Owners',
    cols: 1,
    fields: [
      { key: 'operations_owner_id', label: 'Operations owner', kind: 'lookup', lookup: 'staff' },
      { key: 'accounting_user_id', label: 'Accounting user', kind: 'lookup', lookup: 'staff' },
      { key: 'sales_owner', label: 'Sales owner', kind: 'text', max: 100 },
    ],
  },
  {
    id: 'documentation',
    title: 'Documentation',
    cols: 2,
    fields: [
      { key: 'trip_url', label: 'Trip link', kind: 'url', max: 500 },
      { key: 'dossier_url', label: 'Dossier link', kind: 'url', max: 500 },
      { key: 'dossier_url_2', label: 'Second dossier link', kind: 'url', max: 500 },
      { key: 'voucher_url', label: 'Voucher link', kind: 'url', max: 500 },
      { key: 'insurance_url', label: 'Insurance link', kind: 'url', max: 500 },
      { key: 'is_update_on_trip_changes', label: 'Update on trip changes', kind: 'boolean' },
      { key: 'is_no_dossier', label: 'No dossier', kind: 'boolean' },
    ],
  },
  {
    id: 'insurance',
    title: 'Insurance',
    cols: 1,
    fields: [
      { key: 'travel_insurance', label: 'Travel insurance', kind: 'boolean' },
      { key: 'cancellation_insurance', label: 'Cancellation insurance', kind: 'boolean' },
      { key: 'insurance_cost', label: 'Insurance cost', ...money },
      status('insurance_status_id', 'Insurance status', 'insurance_statuses'),
    ],
  },
  {
    id: 'comments',
    title: 'Comments',
    cols: 2,
    fields: [
      { key: 'trip_comments', label: 'Trip comments', kind: 'textarea', max: 4000 },
      { key: 'accommodation_comments', label: 'Accommodation comments', kind: 'textarea', max: 4000 },
    ],
  },
  {
    id: 'tags',
    title: 'Tags',
    cols: 1,
    fields: [{ key: 'tag_ids', label: 'Tags', kind: 'lookups', lookup: 'trip_tags' }],
  },
] as const satisfies readonly TripAreaSpec[];

export interface TripAreaSpec {
  id: string;
  title: string;
  cols: number;
  fields: readonly TripFieldSpec[];
}
export type TripAreaId = (typeof tripAreas)[number]['id'];

/** Every field once, by key (the areas cover each editable field exactly once; a unit test holds them to it). */
export const tripFieldSpecs: Readonly<Record<TripKey, TripFieldSpec>> = Object.fromEntries(
  tripAreas.flatMap((area) => area.fields.map((spec) => [spec.key, spec as TripFieldSpec])),
) as Record<TripKey, TripFieldSpec>;

export const tripKeys = Object.keys(tripFieldSpecs) as TripKey[];
