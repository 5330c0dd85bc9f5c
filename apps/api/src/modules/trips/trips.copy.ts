import { tripCauseMessages as causeText } from '@trips/shared/modules/trips/trip-causes';
import {
  generalStatuses,
  type TripSection,
  tripDefaults,
  tripSections,
} from '@trips/shared/modules/trips/trips.constants';
import type { CopyTripBody } from '@trips/shared/modules/trips/trips.schema';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TripsTable } from '../../db/tables/trips.ts';
import { addDays, daysFrom } from './readiness/readiness.days.ts';
import { bodyOf, endWithin, shifted } from './trips.body.ts';
import { rawOrThrow } from './trips.load.ts';
import type { RawTrip } from './trips.presenter.ts';
import { saveTrip } from './trips.save.ts';
import { insertTrip } from './trips.service.ts';

type Row = Record<string, unknown>;

/** What a row starts with again in a copy: nothing asked of, answered by or paid to its provider. */
const rowStart = {
  trip_service_status_id: tripDefaults.tripServiceStatusId,
  who_accepted: '',
  provider_date: null,
  provider_acceptance_date: null,
  payment_date: null,
  ota_account_id: null,
  ota_reference: '',
  r_cost: null,
  cancellation_reason: '',
  modification_reason: '',
  comments_from_provider: '',
};

/** The trip's own columns a copy takes over (the plan, the customer, the people), never its bookkeeping. */
const copiedColumns = [
  'branding_id',
  'trip_type_id',
  'section',
  'quotation_version',
  'start_location_id',
  'end_location_id',
  'accommodation_level_id',
  'trip_price',
  'travellers',
  'trip_comments',
  'accommodation_comments',
  'holiday_id',
  'holiday_name',
  'customer_title',
  'itinerary_id',
  'is_active',
  'luggage_transfers',
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_phone',
  'regular_customer',
  'language_id',
  'operations_owner_id',
  'accounting_user_id',
  'sales_owner',
  'is_update_on_trip_changes',
  'is_no_dossier',
  'travel_insurance',
  'cancellation_insurance',
  'insurance_cost',
] as const;

const customerFields = [
  'customer_first_name',
  'customer_last_name',
  'customer_email',
  'customer_phone',
] as const;

/** Rows the luggage chain keeps (both ends open) are made again by the chain on the copy's own stays. */
const chainRow = (section: TripSection, r: Row) =>
  section === 'luggage_transfers' && r.is_open_auto_transfer_from && r.is_open_auto_transfer_to;

/** A row of the source as a new row of the copy: its days moved, its provider kept, its booking undone. */
function copiedRow(section: TripSection, r: Row, days: number): Row {
  const row: Row = { ...shifted(section, r, days), ...rowStart, id: null };
  if (section === 'accommodations') row.free_cancellation_date = null;
  if (section === 'luggage_transfers' || section === 'normal_transfers')
    Object.assign(row, { is_open_auto_transfer_from: false, is_open_auto_transfer_to: false });
  return row;
}

/**
 * A copy of a trip on new dates, in the caller's transaction: a new Pending trip with the source's plan and
 * customer (or the ones given), every row moved by the difference of the start days with its provider, priced
 * again through the one save by the rates of the new dates; statuses, confirmations, answers, OTA references,
 * payments and real costs start afresh and no booking request is copied. Its history says where it came from.
 */
export async function copyTrip(
  trx: Database,
  userId: number,
  sourceId: number,
  input: CopyTripBody,
  now: Date,
): Promise<RawTrip> {
  const source = await rawOrThrow(trx, sourceId);
  const trip = source.trip as unknown as Row;
  const days = daysFrom(source.trip.start_date, input.start_date);
  const values = Object.fromEntries(copiedColumns.map((c) => [c, trip[c]])) as Partial<
    Insertable<TripsTable>
  >;
  for (const field of customerFields) if (input[field] !== undefined) values[field] = input[field];
  const name = input.trip_name?.trim() || String(source.trip.trip_name);
  const created = await insertTrip(trx, userId, now, {
    ...values,
    trip_name: name,
    start_date: input.start_date,
    end_date: endWithin(addDays(source.trip.end_date, days)),
    general_status_id: generalStatuses.pending,
    created_user_id: userId,
  });
  const body = bodyOf(created);
  const rows = bodyOf(source);
  body.trip.tag_ids = rows.trip.tag_ids;
  for (const section of tripSections)
    (body[section] as Row[]) = (rows[section] as Row[])
      .filter((r) => !chainRow(section, r))
      .map((r) => copiedRow(section, r, days));
  const cause = { action: 'update', subject: causeText.copiedFrom(String(sourceId)) };
  return saveTrip(trx, userId, created.trip.id, body, now, cause);
}
