import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import { type FieldSpec, labelText } from '../../../engine/form/fieldSpec';
import { luggageTransfersField } from '../../transfers';

/** Every editable field of a trip (information, customer, owners, documentation, insurance, tags). */
export type TripInfo = SaveTripInput['trip'];
export type TripKey = keyof TripInfo;

export type TripFieldSpec = FieldSpec<TripKey>;

const money = { kind: 'money', empty: 0 } as const;
const status = (key: TripKey, label: MessageDescriptor, lookup: string): TripFieldSpec => ({
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
    title: msg`Trip information`,
    cols: 3,
    fields: [
      { key: 'trip_name', label: msg`Trip name`, kind: 'text', max: 100, required: true },
      { key: 'branding_id', label: msg`Brand`, kind: 'lookup', lookup: 'brandings' },
      { key: 'zoho_account_id', label: msg`Zoho account`, kind: 'lookup', lookup: 'zoho_accounts' },
      { key: 'trip_type_id', label: msg`Trip type`, kind: 'lookup', lookup: 'trip_types' },
      { key: 'section', label: msg`Section`, kind: 'text', max: 100 },
      {
        key: 'quotation_version',
        label: msg`Quotation version`,
        kind: 'number',
        min: 1,
        max: 10_000,
        decimals: 0,
        empty: 1,
      },
      { key: 'start_date', label: msg`Start date`, kind: 'date', required: true },
      { key: 'end_date', label: msg`End date`, kind: 'date', required: true },
      {
        key: 'accommodation_level_id',
        label: msg`Accommodation level`,
        kind: 'lookup',
        lookup: 'accommodation_levels',
      },
      {
        key: 'start_location_id',
        label: msg`Start location`,
        kind: 'remote',
        resource: 'locations',
        placeholder: 'Search locations…',
      },
      {
        key: 'end_location_id',
        label: msg`End location`,
        kind: 'remote',
        resource: 'locations',
        placeholder: 'Search locations…',
      },
      {
        key: 'travellers',
        label: msg`Travellers`,
        kind: 'number',
        min: 0,
        max: 100_000,
        decimals: 0,
        empty: 0,
      },
      { key: 'trip_price', label: msg`Trip price`, ...money },
      { key: 'holiday_id', label: msg`Holiday id`, kind: 'text', max: 100 },
      { key: 'holiday_name', label: msg`Holiday name`, kind: 'text', max: 100 },
      {
        key: 'customer_title',
        label: msg`Title for the customer`,
        kind: 'text',
        max: 100,
        description: msg`On the customer's vouchers when there is no holiday name`,
      },
      { key: 'invoice_number', label: msg`Invoice number`, kind: 'text', max: 100 },
      { key: 'invoice_date', label: msg`Invoice date`, kind: 'date' },
      { key: 'is_active', label: msg`Active`, kind: 'boolean' },
    ],
  },
  {
    id: 'statuses',
    title: msg`Statuses`,
    cols: 2,
    fields: [
      status('general_status_id', msg`General status`, 'general_statuses'),
      status('voucher_status_id', msg`Voucher status`, 'voucher_statuses'),
    ],
  },
  // Shown under the title of each service section.
  {
    id: 'accommodations',
    title: msg`Accommodation statuses`,
    cols: 2,
    fields: [
      status('accommodation_status_id', msg`Accommodation status`, 'accommodation_statuses'),
      status('accommodation_global_status_id', msg`Accommodation section status`, 'general_statuses'),
    ],
  },
  {
    id: 'luggage_transfers',
    title: msg`Luggage statuses`,
    cols: 2,
    fields: [
      status('luggage_status_id', msg`Luggage status`, 'luggage_statuses'),
      status('luggage_global_status_id', msg`Luggage section status`, 'general_statuses'),
      luggageTransfersField,
    ],
  },
  {
    id: 'normal_transfers',
    title: msg`Normal transfers statuses`,
    cols: 2,
    fields: [
      status('people_status_id', msg`Normal transfers status`, 'people_statuses'),
      status('normal_global_status_id', msg`Normal transfers section status`, 'general_statuses'),
    ],
  },
  {
    id: 'other_services',
    title: msg`Other services statuses`,
    cols: 2,
    fields: [
      status('other_status_id', msg`Other services status`, 'other_statuses'),
      status('other_global_status_id', msg`Other services section status`, 'general_statuses'),
    ],
  },
  {
    id: 'customer',
    title: msg`Customer`,
    cols: 2,
    fields: [
      { key: 'customer_first_name', label: msg`First name`, kind: 'text', max: 100 },
      { key: 'customer_last_name', label: msg`Last name`, kind: 'text', max: 100 },
      { key: 'customer_email', label: msg`Email`, kind: 'email', max: 100 },
      { key: 'customer_phone', label: msg`Phone`, kind: 'text', max: 100 },
      { key: 'language_id', label: msg`Language`, kind: 'lookup', lookup: 'languages' },
      { key: 'regular_customer', label: msg`Regular customer`, kind: 'boolean' },
    ],
  },
  {
    id: 'owners',
    title: msg`Owners`,
    cols: 1,
    fields: [
      { key: 'operations_owner_id', label: msg`Operations owner`, kind: 'lookup', lookup: 'staff' },
      { key: 'accounting_user_id', label: msg`Accounting user`, kind: 'lookup', lookup: 'staff' },
      { key: 'sales_owner', label: msg`Sales owner`, kind: 'text', max: 100 },
    ],
  },
  {
    id: 'documentation',
    title: msg`Documentation`,
    cols: 2,
    fields: [
      { key: 'trip_url', label: msg`Trip link`, kind: 'url', max: 500 },
      { key: 'dossier_url', label: msg`Dossier link`, kind: 'url', max: 500 },
      { key: 'dossier_url_2', label: msg`Second dossier link`, kind: 'url', max: 500 },
      { key: 'voucher_url', label: msg`Voucher link`, kind: 'url', max: 500 },
      { key: 'insurance_url', label: msg`Insurance link`, kind: 'url', max: 500 },
      { key: 'is_update_on_trip_changes', label: msg`Update on trip changes`, kind: 'boolean' },
      { key: 'is_no_dossier', label: msg`No dossier`, kind: 'boolean' },
    ],
  },
  {
    id: 'insurance',
    title: msg`Insurance`,
    cols: 1,
    fields: [
      { key: 'travel_insurance', label: msg`Travel insurance`, kind: 'boolean' },
      { key: 'cancellation_insurance', label: msg`Cancellation insurance`, kind: 'boolean' },
      { key: 'insurance_cost', label: msg`Insurance cost`, ...money },
      status('insurance_status_id', msg`Insurance status`, 'insurance_statuses'),
    ],
  },
  {
    id: 'comments',
    title: msg`Comments`,
    cols: 2,
    fields: [
      { key: 'trip_comments', label: msg`Trip comments`, kind: 'textarea', max: 4000 },
      { key: 'accommodation_comments', label: msg`Accommodation comments`, kind: 'textarea', max: 4000 },
    ],
  },
  {
    id: 'tags',
    title: msg`Tags`,
    cols: 1,
    fields: [{ key: 'tag_ids', label: msg`Tags`, kind: 'lookups', lookup: 'trip_tags' }],
  },
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
