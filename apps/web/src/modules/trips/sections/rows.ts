import { type TripSection, transferTypeIds, tripDefaults } from '@trips/shared/modules/trips/trips.constants';
import type {
  AccommodationRow,
  OtherServiceRow,
  SaveTripInput,
  TransferRow,
} from '@trips/shared/modules/trips/trips.schema';

/**
 * The rows of the four service sections as the editor holds them (spec part 2 §3): the detail's row (ids,
 * their names, the server's costs) with a key of the editor's own and a frontId; new rows have no id.
 */
export interface LoadedRows {
  accommodations: AccommodationRow;
  luggage_transfers: TransferRow;
  normal_transfers: TransferRow;
  other_services: OtherServiceRow;
}
export type RowInput<S extends TripSection> = SaveTripInput[S][number];
export type DraftRow<S extends TripSection = TripSection> = Omit<LoadedRows[S], 'id'> & {
  id?: number;
  key: string;
  /** Client-only number of the row (part 2 §4): the id of a saved row, highest id or frontId + 1 for a new one. */
  frontId: number;
};
/** Any row, for code that only reads the fields all sections share. */
export type AnyDraftRow =
  | DraftRow<'accommodations'>
  | DraftRow<'luggage_transfers'>
  | DraftRow<'other_services'>;

type Blank<S extends TripSection> = Omit<RowInput<S>, 'id'>;

/** Every row's own fields with their defaults (part 2 §3, §9). */
const serviceInput = {
  trip_service_status_id: tripDefaults.tripServiceStatusId,
  provider_id: null,
  tariff_cost: null,
  tariff_cost_national: null,
  r_cost: null,
  booking_type_id: tripDefaults.bookingTypeId,
  who_accepted: '',
  provider_date: null,
  provider_acceptance_date: null,
  payment_date: null,
  ota_account_id: null,
  ota_reference: '',
  internal_comments: '',
  comments_in_voucher: '',
  cancellation_reason: '',
  modification_reason: '',
  comments_to_provider: '',
  comments_from_provider: '',
  is_send_email: false,
} satisfies Partial<Blank<'accommodations'>>;

const transferInput: Blank<'luggage_transfers'> = {
  ...serviceInput,
  date: null,
  from_location_id: null,
  to_location_id: null,
  from_meeting_point_id: tripDefaults.noMeetingPoint,
  to_meeting_point_id: tripDefaults.noMeetingPoint,
  from_provider_id: null,
  to_provider_id: null,
  luggage: 0,
  people: 0,
  observations: '',
  is_undefined_time: false,
  is_open_auto_transfer_from: false,
  is_open_auto_transfer_to: false,
};

/** The fields each section sends on save (the keys of these), with a new row's defaults. */
export const inputBlanks: { [S in TripSection]: Blank<S> } = {
  accommodations: {
    ...serviceInput,
    location_id: null,
    checkin_date: null,
    checkout_date: null,
    people: 0,
    individual_rooms: 0,
    double_rooms: 0,
    twin_rooms: 0,
    triple_rooms: 0,
    meals_id: tripDefaults.mealsId,
    accommodation_level_id: null,
    free_cancellation_date: null,
  },
  luggage_transfers: transferInput,
  normal_transfers: transferInput,
  other_services: {
    ...serviceInput,
    service_type_id: null,
    service_id: null,
    from_date: null,
    to_date: null,
    location_id: null,
    meeting_point_id: tripDefaults.noMeetingPoint,
    provider_point_id: null,
    people: 0,
    type_of_bikes: '',
    locator: '',
    height_measurment: '',
    duration: '',
    observations: '',
    food_service_meal_id: null,
  },
};

/** What the detail shows beside a row's own fields: names and the server's costs. */
const serviceShown = {
  position: 0,
  trip_service_status_name: tripDefaults.tripServiceStatusName,
  provider_name: null,
  provider_currency_rate: tripDefaults.currencyRate,
  provider_currency_symbol: tripDefaults.currencySymbol,
  booking_type_name: null,
  ota_account_name: null,
  t_cost: null,
  t_cost_national: null,
  t_cost_problem: null,
};
const transferShown = (transfer_type_id: number) => ({
  ...serviceShown,
  transfer_type_id,
  from_location_name: null,
  to_location_name: null,
  from_meeting_point_name: null,
  to_meeting_point_name: null,
  from_provider_name: null,
  to_provider_name: null,
});

/** A new row of each section: every field at its default, nothing named yet. */
export const rowBlanks: { [S in TripSection]: Omit<LoadedRows[S], 'id'> } = {
  accommodations: {
    ...inputBlanks.accommodations,
    ...serviceShown,
    location_name: null,
    meals_name: null,
    accommodation_level_name: null,
    nights: 0,
  },
  luggage_transfers: { ...transferInput, ...transferShown(transferTypeIds.luggage) },
  normal_transfers: { ...transferInput, ...transferShown(transferTypeIds.normal) },
  other_services: {
    ...inputBlanks.other_services,
    ...serviceShown,
    service_type_name: null,
    service_name: null,
    location_name: null,
    meeting_point_name: null,
    provider_point_name: null,
    food_service_meal_name: null,
  },
};

/** A draft row as the save sends it: its own fields only, texts trimmed, no id when new. */
export function rowInput<S extends TripSection>(section: S, row: DraftRow<S>): RowInput<S> {
  const fields = Object.keys(inputBlanks[section]).map((k) => {
    const value = (row as Record<string, unknown>)[k];
    return [k, typeof value === 'string' ? value.trim() : value];
  });
  return { id: row.id ?? null, ...Object.fromEntries(fields) } as RowInput<S>;
}

const dayMs = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Days from one day to another, negative when `to` comes first. */
export const daysFrom = (from: string, to: string) => Math.round((utc(to) - utc(from)) / dayMs);

/** Nights between two days (0 while either is missing or they are the wrong way round). */
export const nightsBetween = (checkin: string | null, checkout: string | null) =>
  checkin && checkout ? Math.max(0, daysFrom(checkin, checkout)) : 0;

/** The day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number) =>
  new Date(utc(day) + days * dayMs).toISOString().slice(0, 10);
