import { itineraryMessages } from '@trips/shared/modules/itineraries/itineraries.constants';
import type { ItineraryDetail } from '@trips/shared/modules/itineraries/itineraries.schema';
import { tripCauseMessages as causeText } from '@trips/shared/modules/trips/trip-causes';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TripsTable } from '../../db/tables/trips.ts';
import { notFound } from '../../http/errors.ts';
import { loadItinerary } from '../itineraries/index.ts';
import { addDays } from './readiness/readiness.days.ts';
import { bodyOf, endWithin, noneDeleted } from './trips.body.ts';
import { itineraryRows } from './trips.itinerary-rows.ts';
import type { RawTrip } from './trips.presenter.ts';
import { saveTrip } from './trips.save.ts';
import { insertTrip } from './trips.service.ts';
import { tripSteps } from './trips.steps.ts';

type Row = Record<string, unknown>;

export const itineraryNotFound = () => notFound(itineraryMessages.notFound);

/** The trip has luggage transfers when the bags follow the party into any stage after the first. */
const bagsFollow = (itinerary: ItineraryDetail) => itinerary.stages.slice(1).some((s) => s.luggage);

/**
 * The luggage chain creates a row for every change of place and cannot skip one: a stage whose bags do not
 * follow is honoured by deleting the row the chain made into it, which the chain keeps as a dismissal marked
 * as the itinerary's (no new row, no readiness problem; staff can still restore it). A second save, in the
 * same transaction.
 */
export async function honourLuggageOff(
  trx: Database,
  userId: number | null,
  itinerary: ItineraryDetail,
  start: string,
  after: RawTrip,
  now: Date,
): Promise<RawTrip> {
  if (!after.trip.luggage_transfers) return after;
  const off = itinerary.stages
    .slice(1)
    .filter((s) => !s.luggage)
    .map((s) => ({ to: s.location_id, date: addDays(start, s.day_offset) }));
  const automatic = (r: Row) => r.is_open_auto_transfer_from && r.is_open_auto_transfer_to;
  const unwanted = after.luggage_transfers.filter(
    (r) => automatic(r) && off.some((o) => o.to === r.to_location_id && o.date === r.date),
  );
  if (unwanted.length === 0) return after;
  const body = bodyOf(after);
  const ids = new Set(unwanted.map((r) => r.id));
  body.luggage_transfers = body.luggage_transfers.filter((r) => !ids.has(r.id!));
  body.deleted = { ...noneDeleted(), luggage_transfers: [...ids] };
  const cause = { action: 'update', subject: causeText.madeFromItinerary(itinerary.name) };
  const kept = await saveTrip(trx, userId, after.trip.id, body, now, cause);
  await tripSteps().keepBagsWithParty(trx, after.trip.id, [...ids] as number[]);
  return kept;
}

/**
 * A new trip made from an itinerary, in the caller's transaction: created as a new trip is (Pending, its
 * history, owner notice and readiness), its holiday and trip type from the itinerary unless `values` gives
 * them, its end after the itinerary's nights; then its rows are written through the trip's one save, so
 * they are priced by the rates of those dates, the luggage chain is followed and bookings planned.
 */
export async function insertTripFromItinerary(
  trx: Database,
  userId: number | null,
  input: {
    itinerary_id: number;
    start_date: string;
    travellers: number;
    values: Partial<Insertable<TripsTable>> & { trip_name: string };
  },
  now: Date,
): Promise<RawTrip> {
  const itinerary = await loadItinerary(trx, input.itinerary_id);
  if (!itinerary) throw itineraryNotFound();
  const { start_date: start, travellers } = input;
  const stages = itinerary.stages;
  const created = await insertTrip(trx, userId, now, {
    holiday_id: itinerary.holiday_id,
    holiday_name: itinerary.name,
    trip_type_id: itinerary.trip_type_id,
    branding_id: itinerary.branding_ids.length === 1 ? itinerary.branding_ids[0]! : null,
    start_location_id: stages[0]?.location_id ?? null,
    end_location_id: stages.at(-1)?.location_id ?? null,
    luggage_transfers: bagsFollow(itinerary),
    ...withoutEmpty(input.values),
    itinerary_id: itinerary.id,
    start_date: start,
    end_date: endWithin(addDays(start, itinerary.nights)),
    travellers,
    general_status_id: input.values.general_status_id ?? generalStatuses.pending,
  });
  const body = { ...bodyOf(created), ...(await itineraryRows(trx, itinerary, start, travellers)) };
  const cause = { action: 'update', subject: causeText.madeFromItinerary(itinerary.name) };
  const after = await saveTrip(trx, userId, created.trip.id, body, now, cause);
  return honourLuggageOff(trx, userId, itinerary, start, after, now);
}

/** Values given leave the itinerary's where they are empty (a null place, a blank holiday name). */
const withoutEmpty = <T extends Row>(values: T) =>
  Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as T;
