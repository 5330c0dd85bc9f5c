import type { FieldSpec } from '../../../engine/form/fieldSpec';
import type { ProviderFields } from './providerDraft';

export type ProviderFieldSpec = FieldSpec<keyof ProviderFields>;

const statuses = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The sections of the provider form (spec part 2 §2, §3) with their fields, in screen order. */
export const providerSections: readonly { title: string; fields: readonly ProviderFieldSpec[] }[] = [
  {
    title: 'General',
    fields: [
      {
        key: 'category_id',
        label: 'Category',
        kind: 'lookup',
        lookup: 'provider_categories',
        required: true,
      },
      { key: 'commercial_name', label: 'Commercial name', kind: 'text', max: 100, required: true },
      { key: 'legal_name', label: 'Legal name', kind: 'text', max: 100 },
      { key: 'cif', label: 'CIF', kind: 'text', max: 30 },
      { key: 'language_id', label: 'Language', kind: 'lookup', lookup: 'languages' },
      { key: 'currency_id', label: 'Currency', kind: 'lookup', lookup: 'currencies' },
      { key: 'status', label: 'Status', kind: 'select', options: statuses, required: true },
    ],
  },
  {
    title: 'Contact',
    fields: [
      { key: 'contact_name', label: 'Contact name', kind: 'text', max: 100 },
      { key: 'phone', label: 'Phone', kind: 'text', max: 30 },
      { key: 'booking_email', label: 'Booking email', kind: 'email', max: 100 },
      { key: 'contact_email', label: 'Contact email', kind: 'email', max: 100 },
    ],
  },
  {
    title: 'Service',
    fields: [
      { key: 'emergency', label: 'Emergency transfers', kind: 'boolean' },
      { key: 'luggage', label: 'Luggage transfers', kind: 'boolean' },
      { key: 'people', label: 'People transfers', kind: 'boolean' },
      { key: 'is_manually_managed_transfer', label: 'Manually managed transfer', kind: 'boolean' },
      { key: 'rooms', label: 'Rooms', kind: 'number', min: 0, max: 100_000, decimals: 0 },
      {
        key: 'accommodation_type_id',
        label: 'Accommodation type',
        kind: 'lookup',
        lookup: 'accommodation_types',
      },
      {
        key: 'accommodation_level_id',
        label: 'Accommodation level',
        kind: 'lookup',
        lookup: 'accommodation_levels',
      },
      {
        key: 'accommodation_detail_id',
        label: 'Accommodation details',
        kind: 'lookup',
        lookup: 'accommodation_details',
      },
      { key: 'transfer_type_id', label: 'Transfer type', kind: 'lookup', lookup: 'transfer_types' },
      { key: 'holiday_type_id', label: 'Holiday type', kind: 'lookup', lookup: 'trip_types' },
    ],
  },
  {
    title: 'Payment and booking',
    fields: [
      { key: 'payment_method_id', label: 'Payment method', kind: 'lookup', lookup: 'payment_methods' },
      { key: 'booking_method_id', label: 'Booking method', kind: 'lookup', lookup: 'booking_methods' },
    ],
  },
  {
    title: 'Address and coordinates',
    fields: [
      { key: 'address', label: 'Address', kind: 'text', max: 200 },
      { key: 'postal_code', label: 'Postal code', kind: 'text', max: 20 },
      { key: 'city', label: 'City', kind: 'text', max: 100 },
      { key: 'country_id', label: 'Country', kind: 'lookup', lookup: 'countries' },
      { key: 'state_id', label: 'Region', kind: 'lookup', lookup: 'states' },
      { key: 'latitude', label: 'Latitude', kind: 'number', min: -90, max: 90, decimals: 7 },
      { key: 'longitude', label: 'Longitude', kind: 'number', min: -180, max: 180, decimals: 7 },
    ],
  },
  {
    title: 'Comments',
    fields: [
      { key: 'comments_eng', label: 'Comments (English)', kind: 'textarea', max: 4000 },
      { key: 'comments_spn', label: 'Comments (Spanish)', kind: 'textarea', max: 4000 },
    ],
  },
  { title: 'Tags', fields: [{ key: 'tag_ids', label: 'Tags', kind: 'lookups', lookup: 'provider_tags' }] },
];
