import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { FieldSpec } from '../../../engine/form/fieldSpec';

/**
 * How one plain field of a service row is edited (spec part 2 §3). Lookups name the list they choose from
 * and the row's name field the compact table shows; pickers of providers, locations, meeting points and
 * services are their own controls.
 */
export type RowFieldSpec = FieldSpec & { name?: string };

const text = (key: string, label: MessageDescriptor, max = 100): RowFieldSpec => ({
  key,
  label,
  kind: 'text',
  max,
});
const lookup = (
  key: string,
  label: MessageDescriptor,
  list: string,
  name: string,
  required = false,
): RowFieldSpec => ({
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
const of = (kind: keyof typeof kinds, ...fields: [string, MessageDescriptor][]) =>
  fields.map(([key, label]): RowFieldSpec => ({ key, label, ...kinds[kind] }));

/** The groups of fields every row has, in the order the editor shows them. */
export const serviceGroups: readonly { title: MessageDescriptor; fields: readonly RowFieldSpec[] }[] = [
  {
    title: msg`Booking`,
    fields: [
      lookup(
        'trip_service_status_id',
        msg`Status`,
        'trip_service_statuses',
        'trip_service_status_name',
        true,
      ),
      lookup('booking_type_id', msg`Booking type`, 'booking_methods', 'booking_type_name', true),
      text('who_accepted', msg`Who accepted`),
      ...of(
        'date',
        ['provider_date', msg`Sent to provider`],
        ['provider_acceptance_date', msg`Accepted by provider`],
        ['payment_date', msg`Paid on`],
      ),
      lookup('ota_account_id', msg`OTA account`, 'ota_accounts', 'ota_account_name'),
      text('ota_reference', msg`OTA reference`),
      ...of('switch', ['is_send_email', msg`Send email to provider`]),
    ],
  },
  {
    title: msg`Costs`,
    fields: of(
      'money',
      ['tariff_cost_national', msg`Tariff cost (national)`],
      ['tariff_cost', msg`Tariff cost (€)`],
      ['r_cost', msg`Real cost (€)`],
    ),
  },
  {
    title: msg`Comments`,
    fields: of(
      'textarea',
      ['internal_comments', msg`Internal comments`],
      ['comments_to_provider', msg`Comments to provider`],
      ['comments_from_provider', msg`Comments from provider`],
      ['comments_in_voucher', msg`Comments in voucher`],
      ['cancellation_reason', msg`Cancellation reason`],
      ['modification_reason', msg`Modification reason`],
    ),
  },
];

/** The fields of each kind of row besides its places, provider and service (those have their own pickers). */
export const ownFields: Record<TripSection, readonly RowFieldSpec[]> = {
  accommodations: [
    ...of('date', ['checkin_date', msg`Check-in`], ['checkout_date', msg`Check-out`]),
    ...of(
      'count',
      ['people', msg`People`],
      ['individual_rooms', msg`Individual rooms`],
      ['double_rooms', msg`Double rooms`],
      ['twin_rooms', msg`Twin rooms`],
      ['triple_rooms', msg`Triple rooms`],
    ),
    lookup('meals_id', msg`Meals`, 'meals', 'meals_name', true),
    lookup(
      'accommodation_level_id',
      msg`Accommodation level`,
      'accommodation_levels',
      'accommodation_level_name',
    ),
    ...of('date', ['free_cancellation_date', msg`Free cancellation until`]),
  ],
  luggage_transfers: [
    ...of('date', ['date', msg`Date`]),
    ...of('count', ['luggage', msg`Luggage`], ['people', msg`People`]),
    ...of(
      'switch',
      ['is_open_auto_transfer_from', msg`Open auto transfer from`],
      ['is_open_auto_transfer_to', msg`Open auto transfer to`],
    ),
    ...of('textarea', ['observations', msg`Observations`]),
  ],
  normal_transfers: [
    ...of('date', ['date', msg`Date`]),
    ...of('count', ['people', msg`People`], ['luggage', msg`Luggage`]),
    ...of(
      'switch',
      ['is_undefined_time', msg`Undefined time`],
      ['is_open_auto_transfer_from', msg`Open auto transfer from`],
      ['is_open_auto_transfer_to', msg`Open auto transfer to`],
    ),
    ...of('textarea', ['observations', msg`Observations`]),
  ],
  other_services: [
    ...of('date', ['from_date', msg`From`], ['to_date', msg`To`]),
    ...of('count', ['people', msg`People`]),
    text('type_of_bikes', msg`Type of bikes`),
    text('locator', msg`Locator`),
    text('height_measurment', msg`Heights`),
    text('duration', msg`Duration`),
    lookup('food_service_meal_id', msg`Food service meal`, 'meals', 'food_service_meal_name'),
    ...of('textarea', ['observations', msg`Observations`]),
  ],
};

/** The labels of a row's places, provider and service, which have pickers of their own. */
export const placeLabels = {
  location_id: msg`Location`,
  provider_id: msg`Provider`,
  from_location_id: msg`From location`,
  from_meeting_point_id: msg`From meeting point`,
  from_provider_id: msg`From hotel`,
  to_location_id: msg`To location`,
  to_meeting_point_id: msg`To meeting point`,
  to_provider_id: msg`To hotel`,
  meeting_point_id: msg`Meeting point`,
  provider_point_id: msg`Provider point`,
  service_id: msg`Service`,
  service_type_id: msg`Service type`,
} as const satisfies Record<string, MessageDescriptor>;

/** Fields of a row that no editor shows: what the server works out. */
const derivedLabels: Record<string, MessageDescriptor> = {
  nights: msg`Nights`,
  t_cost: msg`Theoretical cost (€)`,
  t_cost_national: msg`Theoretical cost (national)`,
  t_cost_problem: msg`Pricing problem`,
};

const rowLabels = new Map<string, MessageDescriptor>([
  ...Object.entries(derivedLabels),
  ...Object.entries(placeLabels),
  ...Object.values(ownFields)
    .flat()
    .map((spec) => [spec.key, spec.label] as [string, MessageDescriptor]),
  ...serviceGroups.flatMap((group) =>
    group.fields.map((spec) => [spec.key, spec.label] as [string, MessageDescriptor]),
  ),
]);

/**
 * A row field's label as the row editor names it (a name recorded for an id takes the id field's label:
 * 'provider_name' → 'Provider'), or undefined for a field the editor does not know.
 */
export function rowFieldLabel(key: string): MessageDescriptor | undefined {
  return rowLabels.get(key) ?? rowLabels.get(key.replace(/_name$/, '_id'));
}
