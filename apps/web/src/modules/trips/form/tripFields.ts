import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tripFields } from '@trips/shared/modules/trips/trips.fields';
import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import { type FieldSpec, labelText, type SpecExtra, specOf } from '../../../engine/form/fieldSpec';

/** Every editable field of a trip (information, customer, owners, documentation, insurance, tags). */
export type TripInfo = SaveTripInput['trip'];
export type TripKey = keyof TripInfo;

export type TripFieldSpec = FieldSpec<TripKey>;

/** A trip field's spec from the trip's field catalogue (kind, bounds, label), with what only this screen adds. */
const field = (key: TripKey, extra?: SpecExtra): TripFieldSpec => specOf(tripFields, key, extra);
const fields = (...keys: TripKey[]) => keys.map((key) => field(key));
const searchLocations = { placeholder: 'Search locations…' };

/** The areas of the trip screen (spec part 2 §3 "Trip information", "Other trip data"), in screen order. */
export const tripAreas = [
  {
    id: 'information',
    title: msg`Trip information`,
    cols: 3,
    fields: [
      ...fields(
        'trip_name',
        'branding_id',
        'zoho_account_id',
        'trip_type_id',
        'section',
        'quotation_version',
      ),
      ...fields('start_date', 'end_date', 'accommodation_level_id'),
      field('start_location_id', searchLocations),
      field('end_location_id', searchLocations),
      ...fields('travellers', 'trip_price', 'holiday_id', 'holiday_name'),
      field('customer_title', { description: msg`On the customer's vouchers when there is no holiday name` }),
      ...fields('invoice_number', 'invoice_date', 'is_active'),
    ],
  },
  { id: 'statuses', title: msg`Statuses`, cols: 2, fields: fields('general_status_id', 'voucher_status_id') },
  // Shown under the title of each service section.
  {
    id: 'accommodations',
    title: msg`Accommodation statuses`,
    cols: 2,
    fields: fields('accommodation_status_id', 'accommodation_global_status_id'),
  },
  {
    id: 'luggage_transfers',
    title: msg`Luggage statuses`,
    cols: 2,
    fields: fields('luggage_status_id', 'luggage_global_status_id', 'luggage_transfers'),
  },
  {
    id: 'normal_transfers',
    title: msg`Normal transfers statuses`,
    cols: 2,
    fields: fields('people_status_id', 'normal_global_status_id'),
  },
  {
    id: 'other_services',
    title: msg`Other services statuses`,
    cols: 2,
    fields: fields('other_status_id', 'other_global_status_id'),
  },
  {
    id: 'customer',
    title: msg`Customer`,
    cols: 2,
    fields: fields(
      'customer_first_name',
      'customer_last_name',
      'customer_email',
      'customer_phone',
      'language_id',
      'regular_customer',
    ),
  },
  {
    id: 'owners',
    title: msg`Owners`,
    cols: 1,
    fields: fields('operations_owner_id', 'accounting_user_id', 'sales_owner'),
  },
  {
    id: 'documentation',
    title: msg`Documentation`,
    cols: 2,
    fields: fields(
      'trip_url',
      'dossier_url',
      'dossier_url_2',
      'voucher_url',
      'insurance_url',
      'is_update_on_trip_changes',
      'is_no_dossier',
    ),
  },
  {
    id: 'insurance',
    title: msg`Insurance`,
    cols: 1,
    fields: fields('travel_insurance', 'cancellation_insurance', 'insurance_cost', 'insurance_status_id'),
  },
  {
    id: 'comments',
    title: msg`Comments`,
    cols: 2,
    fields: fields('trip_comments', 'accommodation_comments'),
  },
  { id: 'tags', title: msg`Tags`, cols: 1, fields: fields('tag_ids') },
] as const satisfies readonly TripAreaSpec[];

export interface TripAreaSpec {
  id: string;
  title: MessageDescriptor;
  cols: number;
  fields: readonly TripFieldSpec[];
}
export type TripAreaId = (typeof tripAreas)[number]['id'];

/** Every field once, by key (the areas cover each editable field exactly once; a unit test holds them to it). */
export const tripFieldSpecs: Readonly<Record<TripKey, TripFieldSpec>> = Object.fromEntries(
  tripAreas.flatMap((area) => area.fields.map((spec) => [spec.key, spec as TripFieldSpec])),
) as Record<TripKey, TripFieldSpec>;

export const tripKeys = Object.keys(tripFieldSpecs) as TripKey[];

/** A trip field's label in the language shown. */
export const tripFieldLabel = (key: TripKey) => labelText(tripFieldSpecs[key].label);
