import { defineResource } from '../../list/descriptor.ts';

/** The choices of the providers' coordinates filter: both latitude and longitude set, or not. */
export const coordinatesChoices = [
  { id: 1, name: 'With coordinates' },
  { id: 2, name: 'Without coordinates' },
] as const;

/**
 * The providers list (spec part 1 §3 "Provider filters", page 1, count 100). is_pending_tasks and
 * is_overdue_tasks are read from the provider's tasks (overdue in the company's zone). coordinates is an
 * autocomplete as the spec has it, over two fixed choices (`coordinatesChoices`); images_status, whose kind
 * the spec leaves open, is a yes/no question (true: has voucher images).
 */
export const providersResource = defineResource({
  name: 'providers',
  label: 'Providers',
  fields: {
    commercial_name: { kind: 'text', label: 'Commercial name', sortable: true },
    legal_name: { kind: 'text', label: 'Legal name', sortable: true },
    phone: { kind: 'text', label: 'Phone', sortable: true },
    location_name: { kind: 'text', label: 'Location', sortable: true },
    assigned_location_name: { kind: 'text', label: 'Assigned location', operators: ['contains'] },
    rooms: { kind: 'numeric', label: 'Rooms', sortable: true },
    accommodation_level_type: {
      kind: 'autocomplete',
      label: 'Accommodation level',
      options: 'accommodation_levels',
    },
    accommodation_type: { kind: 'autocomplete', label: 'Accommodation type', options: 'accommodation_types' },
    accommodation_details: {
      kind: 'autocomplete',
      label: 'Accommodation details',
      options: 'accommodation_details',
    },
    transfer_types: { kind: 'autocomplete', label: 'Transfer type', options: 'transfer_types' },
    country_id: { kind: 'autocomplete', label: 'Country', options: 'countries' },
    state_id: { kind: 'autocomplete', label: 'Region', options: 'states' },
    payment_method_id: { kind: 'autocomplete', label: 'Payment method', options: 'payment_methods' },
    booking_method_id: { kind: 'autocomplete', label: 'Booking method', options: 'booking_methods' },
    category_id: { kind: 'autocomplete', label: 'Category', options: 'provider_categories' },
    holiday_type_id: { kind: 'autocomplete', label: 'Holiday type', options: 'trip_types' },
    coordinates: { kind: 'autocomplete', label: 'Coordinates', choices: coordinatesChoices },
    images_status: { kind: 'boolean', label: 'Has voucher images' },
    is_manually_managed_transfer: { kind: 'boolean', label: 'Manually managed transfer', sortable: true },
    is_pending_tasks: { kind: 'boolean', label: 'Has pending tasks' },
    is_overdue_tasks: { kind: 'boolean', label: 'Has overdue tasks' },
    tags: { kind: 'tags', label: 'Tags', options: 'provider_tags' },
  },
  defaultSort: 'commercial_name',
  defaultOrder: 'asc',
  pageSize: 100,
  columns: [
    { slug: 'commercial_name', label: 'Commercial name', default: true },
    { slug: 'legal_name', label: 'Legal name', default: true },
    { slug: 'category_name', label: 'Category', default: true, sortable: true },
    { slug: 'location_name', label: 'Location', default: true },
    { slug: 'assigned_locations', label: 'Assigned locations', default: true },
    { slug: 'phone', label: 'Phone', default: true },
    { slug: 'address', label: 'Address', default: false, sortable: true },
    { slug: 'postal_code', label: 'Postal code', default: false, sortable: true },
    { slug: 'check_in_from', label: 'Check-in from', default: false, sortable: true },
    { slug: 'check_out_until', label: 'Check-out until', default: false, sortable: true },
    { slug: 'booking_email', label: 'Booking email', default: true, sortable: true },
    { slug: 'contact_name', label: 'Contact', default: false, sortable: true },
    { slug: 'cif', label: 'CIF', default: false, sortable: true },
    { slug: 'status', label: 'Status', default: true, sortable: true },
    { slug: 'rooms', label: 'Rooms', default: false },
    { slug: 'accommodation_type_name', label: 'Accommodation type', default: false, sortable: true },
    { slug: 'accommodation_level_name', label: 'Accommodation level', default: false, sortable: true },
    { slug: 'country_name', label: 'Country', default: false, sortable: true },
    { slug: 'state_name', label: 'Region', default: false, sortable: true },
    { slug: 'payment_method_name', label: 'Payment method', default: false, sortable: true },
    { slug: 'booking_method_name', label: 'Booking method', default: false, sortable: true },
    { slug: 'emergency', label: 'Emergency', default: false, sortable: true },
    { slug: 'luggage', label: 'Luggage', default: false, sortable: true },
    { slug: 'people', label: 'People', default: false, sortable: true },
    { slug: 'is_manually_managed_transfer', label: 'Manual transfer', default: false },
    { slug: 'tags', label: 'Tags', default: true },
    { slug: 'created_at', label: 'Created', default: false, sortable: true },
  ],
  searchable: true,
});

/** Page size of every provider picker (spec part 1 §9, part 2 §9). */
export const providerPickerCount = 10;

/** Picker types: what a trip row searches (accommodation, transfer, other) and the priority lists. */
export const providerPickerTypes = [
  'accommodation',
  'transfer',
  'other',
  'hotel',
  'superior',
  'emergency_transfer',
] as const;
export type ProviderPickerType = (typeof providerPickerTypes)[number];

/** Category ids of the `provider_categories` lookup that the pickers and pricing rely on. */
export const providerCategoryIds = { accommodation: 1, luggageTransfer: 2, peopleTransfer: 3 } as const;
/** Accommodation levels (lookup ids) that make a hotel 'superior'. */
export const superiorLevelIds: readonly number[] = [2, 3];
