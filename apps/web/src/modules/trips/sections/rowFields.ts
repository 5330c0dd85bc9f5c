import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { FieldSpec } from '../../../engine/form/fieldSpec';

/**
 * How one plain field of a service row is edited (spec part 2 §3). Lookups name the list they choose from
 * and the row's name field the compact table shows; pickers of providers, locations, meeting points and
 * services are their own controls.
 */
export type RowFieldSpec = FieldSpec & { name?: string };

const text = (key: string, label: string, max = 100): RowFieldSpec => ({ key, label, kind: 'text', max });
const lookup = (key: string, label: string, list: string, name: string, required = false): RowFieldSpec => ({
  key,
  label,
  kind: 'lookup',
  lookup: list,
  name,
  required,
});
const kinds = {
  textarea: { kind: 'textarea', max: 4000, rows: 2 },
  date: { kind: 'date' },
  count: { kind: 'number', min: 0, max: 100_000, decimals: 0, empty: 0 },
  money: { kind: 'money' },
  switch: { kind: 'boolean' },
} as const;
const of = (kind: keyof typeof kinds, ...fields: [string, string][]) =>
  fields.map(([key, label]): RowFieldSpec => ({ key, label, ...kinds[kind] }));

/** The groups of fields every row has, in the order the editor shows them. */
export const serviceGroups: readonly { title: string; fields: readonly RowFieldSpec[] }[] = [
  {
    title: 'Booking',
    fields: [
      lookup('trip_service_status_id', 'Status', 'trip_service_statuses', 'trip_service_status_name', true),
      lookup('booking_type_id', 'Booking type', 'booking_methods', 'booking_type_name', true),
      text('who_accepted', 'Who accepted'),
      ...of(
        'date',
        ['provider_date', 'Sent to provider'],
        ['provider_acceptance_date', 'Accepted by provider'],
        ['payment_date', 'Paid on'],
      ),
      lookup('ota_account_id', 'OTA account', 'ota_accounts', 'ota_account_name'),
      text('ota_reference', 'OTA reference'),
      ...of('switch', ['is_send_email', 'Send email to provider']),
    ],
  },
  {
    title: 'Costs',
    fields: of(
      'money',
      ['tariff_cost_national', 'Tariff cost (national)'],
      ['tariff_cost', 'Tariff cost (€)'],
      ['r_cost', 'Real cost (€)'],
    ),
  },
  {
    title: 'Comments',
    fields: of(
      'textarea',
      ['internal_comments', 'Internal comments'],
      ['comments_to_provider', 'Comments to provider'],
      ['comments_from_provider', 'Comments from provider'],
      ['comments_in_voucher', 'Comments in voucher'],
      ['cancellation_reason', 'Cancellation reason'],
      ['modification_reason', 'Modification reason'],
    ),
  },
];

/** The fields of each kind of row besides its places, provider and service (those have their own pickers). */
export const ownFields: Record<TripSection, readonly RowFieldSpec[]> = {
  accommodations: [
    ...of('date', ['checkin_date', 'Check-in'], ['checkout_date', 'Check-out']),
    ...of(
      'count',
      ['people', 'People'],
      ['individual_rooms', 'Individual rooms'],
      ['double_rooms', 'Double rooms'],
      ['twin_rooms', 'Twin rooms'],
      ['triple_rooms', 'Triple rooms'],
    ),
    lookup('meals_id', 'Meals', 'meals', 'meals_name', true),
    lookup(
      'accommodation_level_id',
      'Accommodation level',
      'accommodation_levels',
      'accommodation_level_name',
    ),
  ],
  luggage_transfers: [
    ...of('date', ['date', 'Date']),
    ...of('count', ['luggage', 'Luggage'], ['people', 'People']),
    ...of(
      'switch',
      ['is_open_auto_transfer_from', 'Open auto transfer from'],
      ['is_open_auto_transfer_to', 'Open auto transfer to'],
    ),
    ...of('textarea', ['observations', 'Observations']),
  ],
  normal_transfers: [
    ...of('date', ['date', 'Date']),
    ...of('count', ['people', 'People'], ['luggage', 'Luggage']),
    ...of(
      'switch',
      ['is_undefined_time', 'Undefined time'],
      ['is_open_auto_transfer_from', 'Open auto transfer from'],
      ['is_open_auto_transfer_to', 'Open auto transfer to'],
    ),
    ...of('textarea', ['observations', 'Observations']),
  ],
  other_services: [
    ...of('date', ['from_date', 'From'], ['to_date', 'To']),
    ...of('count', ['people', 'People']),
    text('type_of_bikes', 'Type of bikes'),
    text('locator', 'Locator'),
    text('height_measurment', 'Heights'),
    text('duration', 'Duration'),
    lookup('food_service_meal_id', 'Food service meal', 'meals', 'food_service_meal_name'),
    ...of('textarea', ['observations', 'Observations']),
  ],
};
