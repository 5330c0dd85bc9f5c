import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import type { ProviderFields } from './providerDraft';

export type ProviderFieldSpec = FieldSpec<keyof ProviderFields>;

const statuses = [
  { value: 'active', label: msg`Active` },
  { value: 'inactive', label: msg`Inactive` },
];

/** The sections of the provider form (spec part 2 §2, §3) with their fields, in screen order. */
export const providerSections: readonly {
  title: MessageDescriptor;
  /** One field a row (long texts, tags) instead of two. */
  wide?: boolean;
  fields: readonly ProviderFieldSpec[];
}[] = [
  {
    title: msg`General`,
    fields: [
      {
        key: 'category_id',
        label: msg`Category`,
        kind: 'lookup',
        lookup: 'provider_categories',
        required: true,
      },
      { key: 'commercial_name', label: msg`Commercial name`, kind: 'text', max: 100, required: true },
      { key: 'legal_name', label: msg`Legal name`, kind: 'text', max: 100 },
      { key: 'cif', label: msg`CIF`, kind: 'text', max: 30 },
      { key: 'language_id', label: msg`Language`, kind: 'lookup', lookup: 'languages' },
      { key: 'currency_id', label: msg`Currency`, kind: 'lookup', lookup: 'currencies' },
      { key: 'status', label: msg`Status`, kind: 'select', options: statuses, required: true },
    ],
  },
  {
    title: msg`Contact`,
    fields: [
      { key: 'contact_name', label: msg`Contact name`, kind: 'text', max: 100 },
      { key: 'phone', label: msg`Phone`, kind: 'text', max: 30 },
      { key: 'booking_email', label: msg`Booking email`, kind: 'email', max: 100 },
      { key: 'contact_email', label: msg`Contact email`, kind: 'email', max: 100 },
    ],
  },
  {
    title: msg`Service`,
    fields: [
      { key: 'emergency', label: msg`Emergency transfers`, kind: 'boolean' },
      { key: 'luggage', label: msg`Luggage transfers`, kind: 'boolean' },
      { key: 'people', label: msg`People transfers`, kind: 'boolean' },
      { key: 'is_manually_managed_transfer', label: msg`Manually managed transfer`, kind: 'boolean' },
      { key: 'rooms', label: msg`Rooms`, kind: 'number', min: 0, max: 100_000, decimals: 0 },
      {
        key: 'accommodation_type_id',
        label: msg`Accommodation type`,
        kind: 'lookup',
        lookup: 'accommodation_types',
      },
      {
        key: 'accommodation_level_id',
        label: msg`Accommodation level`,
        kind: 'lookup',
        lookup: 'accommodation_levels',
      },
      {
        key: 'accommodation_detail_id',
        label: msg`Accommodation details`,
        kind: 'lookup',
        lookup: 'accommodation_details',
      },
      { key: 'transfer_type_id', label: msg`Transfer type`, kind: 'lookup', lookup: 'transfer_types' },
      { key: 'holiday_type_id', label: msg`Holiday type`, kind: 'lookup', lookup: 'trip_types' },
      {
        key: 'check_in_from',
        label: msg`Check-in from`,
        kind: 'text',
        max: 5,
        placeholder: msg`e.g. 15:00`,
        description: msg`Printed on the hotel's voucher`,
      },
      {
        key: 'check_out_until',
        label: msg`Check-out until`,
        kind: 'text',
        max: 5,
        placeholder: msg`e.g. 11:00`,
        description: msg`Printed on the hotel's voucher`,
      },
    ],
  },
  {
    title: msg`Payment and booking`,
    fields: [
      { key: 'payment_method_id', label: msg`Payment method`, kind: 'lookup', lookup: 'payment_methods' },
      { key: 'booking_method_id', label: msg`Booking method`, kind: 'lookup', lookup: 'booking_methods' },
    ],
  },
  {
    title: msg`Address and coordinates`,
    fields: [
      { key: 'address', label: msg`Address`, kind: 'text', max: 200 },
      { key: 'postal_code', label: msg`Postal code`, kind: 'text', max: 20 },
      { key: 'city', label: msg`City`, kind: 'text', max: 100 },
      { key: 'country_id', label: msg`Country`, kind: 'lookup', lookup: 'countries' },
      { key: 'state_id', label: msg`Region`, kind: 'lookup', lookup: 'states' },
      { key: 'latitude', label: msg`Latitude`, kind: 'number', min: -90, max: 90, decimals: 7 },
      { key: 'longitude', label: msg`Longitude`, kind: 'number', min: -180, max: 180, decimals: 7 },
    ],
  },
  {
    title: msg`Comments`,
    wide: true,
    fields: [
      { key: 'comments_eng', label: msg`Comments (English)`, kind: 'textarea', max: 4000 },
      { key: 'comments_spn', label: msg`Comments (Spanish)`, kind: 'textarea', max: 4000 },
    ],
  },
  {
    title: msg`Tags`,
    wide: true,
    fields: [{ key: 'tag_ids', label: msg`Tags`, kind: 'lookups', lookup: 'provider_tags' }],
  },
];
