import { defineFields } from '../../fields/define.ts';
import { limits } from '../../validation/messages.ts';

export const providerLimits = {
  name: limits.user,
  text: limits.user,
  comments: 4000,
  locations: 500,
  tags: 100,
} as const;

export const providerStatuses = ['active', 'inactive'] as const;
export type ProviderStatus = (typeof providerStatuses)[number];

/** The choices of the providers' coordinates filter: both latitude and longitude set, or not. */
export const coordinatesChoices = [
  { id: 1, name: 'With coordinates' },
  { id: 2, name: 'Without coordinates' },
] as const;

const text = { kind: 'text', max: providerLimits.text } as const;
const comments = { kind: 'longText', max: providerLimits.comments } as const;
const flag = { kind: 'boolean' } as const;
const listed = { input: false } as const;
/** A lookup the list filters under its own name (the provider's service types, read from its links). */
const listedLookup = (lookup: string) => ({ kind: 'lookup', lookup, ...listed }) as const;

/**
 * Every field of a provider (spec part 2 §2, §3; part 1 §3 "Provider filters"), once: the save contract
 * (`providers.schema.ts`), the providers list (`providers.resource.ts`) and the provider form's controls (the
 * web's `fieldSpecs.ts`) are derived from it. The list's filters come in this order; fields marked
 * `input: false` are the list's own.
 *
 * The list: is_pending_tasks and is_overdue_tasks are read from the provider's tasks (overdue in the
 * company's zone). coordinates is an autocomplete as the spec has it, over two fixed choices
 * (`coordinatesChoices`); images_status, whose kind the spec leaves open, is a yes/no question (true: has
 * voucher images).
 */
export const providerFields = defineFields({
  commercial_name: {
    ...text,
    max: providerLimits.name,
    required: true,
    label: 'Commercial name',
    filter: { sortable: true },
    column: { default: true },
  },
  legal_name: {
    ...text,
    max: providerLimits.name,
    label: 'Legal name',
    filter: { sortable: true },
    column: { default: true },
  },
  // Checked as the spec's phone mask writes it; the form keeps a plain input of 30 characters.
  phone: {
    kind: 'phone',
    max: limits.user,
    label: 'Phone',
    form: { control: 'text', max: 30 },
    filter: { sortable: true },
    column: { default: true },
  },
  location_name: {
    ...text,
    ...listed,
    label: 'Location',
    filter: { sortable: true },
    column: { default: true },
  },
  assigned_location_name: {
    ...text,
    ...listed,
    label: 'Assigned location',
    filter: { operators: ['contains'] },
    column: { slug: 'assigned_locations', label: 'Assigned locations', default: true },
  },
  rooms: {
    kind: 'number',
    min: 0,
    max: 100_000,
    decimals: 0,
    nullable: true,
    label: 'Rooms',
    filter: { sortable: true },
    column: { default: false },
  },
  accommodation_level_type: {
    ...listedLookup('accommodation_levels'),
    label: 'Accommodation level',
    filter: {},
    column: { slug: 'accommodation_level_name', default: false, sortable: true },
  },
  accommodation_type: {
    ...listedLookup('accommodation_types'),
    label: 'Accommodation type',
    filter: {},
    column: { slug: 'accommodation_type_name', default: false, sortable: true },
  },
  accommodation_details: {
    ...listedLookup('accommodation_details'),
    label: 'Accommodation details',
    filter: {},
  },
  transfer_types: { ...listedLookup('transfer_types'), label: 'Transfer type', filter: {} },
  country_id: {
    kind: 'lookup',
    lookup: 'countries',
    label: 'Country',
    filter: {},
    column: { slug: 'country_name', default: false, sortable: true },
  },
  state_id: {
    kind: 'lookup',
    lookup: 'states',
    label: 'Region',
    filter: {},
    column: { slug: 'state_name', default: false, sortable: true },
  },
  payment_method_id: {
    kind: 'lookup',
    lookup: 'payment_methods',
    label: 'Payment method',
    filter: {},
    column: { slug: 'payment_method_name', default: false, sortable: true },
  },
  booking_method_id: {
    kind: 'lookup',
    lookup: 'booking_methods',
    label: 'Booking method',
    filter: {},
    column: { slug: 'booking_method_name', default: false, sortable: true },
  },
  category_id: {
    kind: 'lookup',
    lookup: 'provider_categories',
    required: true,
    label: 'Category',
    filter: {},
    column: { slug: 'category_name', default: true, sortable: true },
  },
  holiday_type_id: { kind: 'lookup', lookup: 'trip_types', label: 'Holiday type', filter: {} },
  coordinates: { kind: 'lookup', choices: coordinatesChoices, ...listed, label: 'Coordinates', filter: {} },
  images_status: { ...flag, ...listed, label: 'Has voucher images', filter: {} },
  is_manually_managed_transfer: {
    ...flag,
    label: 'Manually managed transfer',
    filter: { sortable: true },
    column: { label: 'Manual transfer', default: false },
  },
  is_pending_tasks: { ...flag, ...listed, label: 'Has pending tasks', filter: {} },
  is_overdue_tasks: { ...flag, ...listed, label: 'Has overdue tasks', filter: {} },
  tags: {
    kind: 'lookups',
    lookup: 'provider_tags',
    max: providerLimits.tags,
    ...listed,
    label: 'Tags',
    filter: {},
    column: { default: true },
  },

  // Edited on the provider form, not filtered.
  cif: { ...text, max: 30, label: 'CIF', column: { default: false, sortable: true } },
  language_id: { kind: 'lookup', lookup: 'languages', label: 'Language' },
  currency_id: { kind: 'lookup', lookup: 'currencies', label: 'Currency' },
  status: {
    kind: 'choice',
    choices: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
    default: 'active',
    label: 'Status',
    column: { default: true, sortable: true },
  },
  /** The provider's own place; the form edits it with its assigned locations. */
  location_id: { kind: 'lookup', lookup: 'locations', searched: true, label: 'Location' },
  booking_email: {
    kind: 'email',
    max: providerLimits.text,
    label: 'Booking email',
    column: { default: true, sortable: true },
  },
  contact_email: { kind: 'email', max: providerLimits.text, label: 'Contact email' },
  contact_name: {
    ...text,
    label: 'Contact name',
    column: { label: 'Contact', default: false, sortable: true },
  },
  emergency: {
    ...flag,
    label: 'Emergency transfers',
    column: { label: 'Emergency', default: false, sortable: true },
  },
  luggage: {
    ...flag,
    label: 'Luggage transfers',
    column: { label: 'Luggage', default: false, sortable: true },
  },
  people: { ...flag, label: 'People transfers', column: { label: 'People', default: false, sortable: true } },
  comments_eng: { ...comments, label: 'Comments (English)' },
  comments_spn: { ...comments, label: 'Comments (Spanish)' },
  address: { ...text, max: 200, label: 'Address', column: { default: false, sortable: true } },
  postal_code: { ...text, max: 20, label: 'Postal code', column: { default: false, sortable: true } },
  city: { ...text, label: 'City' },
  /** When the hotel lets guests in, and until when they may stay on the last morning. */
  check_in_from: { kind: 'clock', label: 'Check-in from', column: { default: false, sortable: true } },
  check_out_until: { kind: 'clock', label: 'Check-out until', column: { default: false, sortable: true } },
  latitude: { kind: 'number', min: -90, max: 90, decimals: 7, nullable: true, label: 'Latitude' },
  longitude: { kind: 'number', min: -180, max: 180, decimals: 7, nullable: true, label: 'Longitude' },
  accommodation_type_id: { kind: 'lookup', lookup: 'accommodation_types', label: 'Accommodation type' },
  accommodation_level_id: { kind: 'lookup', lookup: 'accommodation_levels', label: 'Accommodation level' },
  accommodation_detail_id: {
    kind: 'lookup',
    lookup: 'accommodation_details',
    label: 'Accommodation details',
  },
  transfer_type_id: { kind: 'lookup', lookup: 'transfer_types', label: 'Transfer type' },
  tag_ids: { kind: 'lookups', lookup: 'provider_tags', max: providerLimits.tags, label: 'Tags' },
  created_at: { kind: 'date', ...listed, label: 'Created', column: { default: false, sortable: true } },
});

/** The providers list's columns, in the table's order. */
export const providerColumnOrder = [
  'commercial_name',
  'legal_name',
  'category_name',
  'location_name',
  'assigned_locations',
  'phone',
  'address',
  'postal_code',
  'check_in_from',
  'check_out_until',
  'booking_email',
  'contact_name',
  'cif',
  'status',
  'rooms',
  'accommodation_type_name',
  'accommodation_level_name',
  'country_name',
  'state_name',
  'payment_method_name',
  'booking_method_name',
  'emergency',
  'luggage',
  'people',
  'is_manually_managed_transfer',
  'tags',
  'created_at',
] as const;
