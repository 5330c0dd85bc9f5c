import { rowKindMessages } from '@trips/shared/modules/trips/row-names';
import { type TripSection, transferTypeIds } from '@trips/shared/modules/trips/trips.constants';
import type { Ref } from './trips.refs.ts';

/** The trip's own ids and the names its detail shows beside them. */
export const tripRefs: readonly Ref[] = [
  ['branding_id', 'branding_name', 'branding'],
  ['zoho_account_id', 'zoho_account_name', 'zohoAccount'],
  ['trip_type_id', 'trip_type_name', 'tripType'],
  ['start_location_id', 'start_location_name', 'location'],
  ['end_location_id', 'end_location_name', 'location'],
  ['accommodation_level_id', 'accommodation_level_name', 'accommodationLevel'],
  ['general_status_id', 'general_status_name', 'generalStatus'],
  ['language_id', 'language_name', 'language'],
  ['operations_owner_id', 'operations_owner_name', 'user'],
  ['accounting_user_id', 'accounting_user_name', 'user'],
  ['created_user_id', 'created_user_name', 'user'],
  ['itinerary_id', 'itinerary_name', 'itinerary'],
  ['accommodation_status_id', 'accommodation_status_name', 'accommodationStatus'],
  ['luggage_status_id', 'luggage_status_name', 'luggageStatus'],
  ['people_status_id', 'people_status_name', 'peopleStatus'],
  ['other_status_id', 'other_status_name', 'otherStatus'],
  ['voucher_status_id', 'voucher_status_name', 'voucherStatus'],
  ['insurance_status_id', 'insurance_status_name', 'insuranceStatus'],
  ['accommodation_global_status_id', 'accommodation_global_status_name', 'generalStatus'],
  ['luggage_global_status_id', 'luggage_global_status_name', 'generalStatus'],
  ['normal_global_status_id', 'normal_global_status_name', 'generalStatus'],
  ['other_global_status_id', 'other_global_status_name', 'generalStatus'],
];
export const tripDates = ['start_date', 'end_date', 'invoice_date'];

const serviceRefs: Ref[] = [
  ['trip_service_status_id', 'trip_service_status_name', 'serviceStatus'],
  ['provider_id', 'provider_name', 'provider'],
  ['booking_type_id', 'booking_type_name', 'bookingType'],
  ['ota_account_id', 'ota_account_name', 'otaAccount'],
];
const serviceDates = ['provider_date', 'provider_acceptance_date', 'payment_date'];

const transferRefs: Ref[] = [
  ...serviceRefs,
  ['from_location_id', 'from_location_name', 'location'],
  ['to_location_id', 'to_location_name', 'location'],
  ['from_meeting_point_id', 'from_meeting_point_name', 'meetingPoint'],
  ['to_meeting_point_id', 'to_meeting_point_name', 'meetingPoint'],
  ['from_provider_id', 'from_provider_name', 'provider'],
  ['to_provider_id', 'to_provider_name', 'provider'],
];

export type RowTable = 'trip_accommodations' | 'trip_transfers' | 'trip_other_services';

export interface SectionSpec {
  table: RowTable;
  /** Transfers share a table: the type that makes a row luggage or normal. */
  transferTypeId: number | null;
  /** How the history names one row: "Accommodation #12". */
  label: string;
  refs: readonly Ref[];
  dates: readonly string[];
  /** Meeting point fields and the location each must belong to. */
  meetingPoints: readonly (readonly [point: string, location: string])[];
}

const transfer = (transferTypeId: number, label: string): SectionSpec => ({
  table: 'trip_transfers',
  transferTypeId,
  label,
  refs: transferRefs,
  dates: [...serviceDates, 'date'],
  meetingPoints: [
    ['from_meeting_point_id', 'from_location_id'],
    ['to_meeting_point_id', 'to_location_id'],
  ],
});

/** The four service sections of a trip (spec part 2 §3). */
export const sections: Record<TripSection, SectionSpec> = {
  accommodations: {
    table: 'trip_accommodations',
    transferTypeId: null,
    label: rowKindMessages.accommodations,
    refs: [
      ...serviceRefs,
      ['location_id', 'location_name', 'location'],
      ['meals_id', 'meals_name', 'meal'],
      ['accommodation_level_id', 'accommodation_level_name', 'accommodationLevel'],
    ],
    dates: [...serviceDates, 'checkin_date', 'checkout_date', 'free_cancellation_date'],
    meetingPoints: [],
  },
  luggage_transfers: transfer(transferTypeIds.luggage, rowKindMessages.luggage_transfers),
  normal_transfers: transfer(transferTypeIds.normal, rowKindMessages.normal_transfers),
  other_services: {
    table: 'trip_other_services',
    transferTypeId: null,
    label: rowKindMessages.other_services,
    refs: [
      ...serviceRefs,
      ['service_type_id', 'service_type_name', 'serviceType'],
      ['service_id', 'service_name', 'service'],
      ['location_id', 'location_name', 'location'],
      ['meeting_point_id', 'meeting_point_name', 'meetingPoint'],
      ['provider_point_id', 'provider_point_name', 'provider'],
      ['food_service_meal_id', 'food_service_meal_name', 'meal'],
    ],
    dates: [...serviceDates, 'from_date', 'to_date'],
    meetingPoints: [['meeting_point_id', 'location_id']],
  },
};
