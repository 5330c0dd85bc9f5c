import type { ItineraryDetail } from '@trips/shared/modules/itineraries/itineraries.schema';
import { tripCauseMessages as causeText } from '@trips/shared/modules/trips/trip-causes';
import { generalStatuses, type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import { loadItinerary } from '../itineraries/index.ts';
import { addDays, daysFrom } from './readiness/readiness.days.ts';
import { bodyOf, endWithin, noneDeleted, shifted } from './trips.body.ts';
import { followTripLevel } from './trips.follow-trip.ts';
import { honourLuggageOff, itineraryNotFound } from './trips.from-itinerary.ts';
import { itineraryRows } from './trips.itinerary-rows.ts';
import { rawOrThrow, tripNotFound } from './trips.load.ts';
import type { RawTrip } from './trips.presenter.ts';
import { createTripsRepo } from './trips.repo.ts';
import { routeKey } from './trips.route-key.ts';
import { saveTrip } from './trips.save.ts';
import { throwIfAny, travellersErrors } from './trips.validate.ts';

type Row = Record<string, unknown>;

/** Whether a row of the trip is one its itinerary makes (replaced on a re-plan); other rows are staff's. */
function madeBy(itinerary: ItineraryDetail) {
  const pairs = (kind: 'people' | 'luggage') =>
    new Set(
      itinerary.transfers
        .filter((t) => t.kind === kind)
        .map((t) => routeKey(t.from_location_id, t.to_location_id)),
    );
  const people = pairs('people');
  const luggage = pairs('luggage');
  const places = new Set(itinerary.stages.map((s) => s.location_id));
  const services = new Set(itinerary.services.map((s) => s.service_id));
  const pair = (r: Row) => routeKey(Number(r.from_location_id), Number(r.to_location_id));
  return (section: TripSection, r: Row) => {
    if (section === 'accommodations') return places.has(Number(r.location_id));
    if (section === 'normal_transfers') return people.has(pair(r));
    if (section === 'luggage_transfers')
      return !r.is_open_auto_transfer_from && !r.is_open_auto_transfer_to && luggage.has(pair(r));
    return services.has(Number(r.service_id));
  };
}

/** A new start day or party for the trip: the wanted values, the current ones where not given. */
type Replan = { version: number; start_date?: string; travellers?: number };

/**
 * A trip on a new start day or with a new party. A Pending trip made from an itinerary is planned again
 * from it; any other trip keeps its rows (their ids and providers) and the one save moves and resizes them,
 * so on an Active trip each provider concerned is asked for the change.
 */
export async function replanTrip(
  trx: Database,
  userId: number | null,
  id: number,
  given: Replan,
  now: Date,
): Promise<RawTrip> {
  const repo = createTripsRepo(trx);
  if (!(await repo.lock(id))) throw tripNotFound();
  const raw = await rawOrThrow(trx, id);
  const { trip } = raw;
  if (given.travellers !== undefined) throwIfAny(await travellersErrors(trx, given.travellers));
  const change = {
    version: given.version,
    start_date: given.start_date ?? trip.start_date,
    travellers: given.travellers ?? trip.travellers,
  };
  const fromPlan = trip.itinerary_id !== null && Number(trip.general_status_id) === generalStatuses.pending;
  if (!fromPlan) return moveTrip(trx, userId, raw, change, now);
  const itinerary = await loadItinerary(trx, trip.itinerary_id!);
  if (!itinerary) throw itineraryNotFound();
  const days = daysFrom(trip.start_date, change.start_date);
  const made = madeBy(itinerary);
  const body = bodyOf(raw);
  const planned = await itineraryRows(trx, itinerary, change.start_date, change.travellers);
  const deleted = noneDeleted();
  for (const section of tripSections) {
    const kept: Row[] = [];
    for (const r of body[section] as Row[]) {
      if (made(section, r)) deleted[section].push(r.id as number);
      else if (
        section === 'luggage_transfers' &&
        (r.is_open_auto_transfer_from || r.is_open_auto_transfer_to)
      )
        kept.push(r);
      else kept.push(shifted(section, r, days));
    }
    (body[section] as Row[]) = [...(planned[section] as Row[]), ...kept];
  }
  body.deleted = deleted;
  body.version = change.version;
  body.trip = {
    ...body.trip,
    start_date: change.start_date,
    // The itinerary's end, or later when staff made the trip longer.
    end_date: endWithin(
      [addDays(trip.end_date, days), addDays(change.start_date, itinerary.nights)].sort()[1]!,
    ),
    travellers: change.travellers,
  };
  const cause = { action: 'update', subject: causeText.replanned(itinerary.name) };
  const after = await saveTrip(trx, userId, id, body, now, cause);
  return honourLuggageOff(trx, userId, itinerary, change.start_date, after, now);
}

/** The trip's rows moved by the new start day and resized for the new party, through the one save. */
async function moveTrip(
  trx: Database,
  userId: number | null,
  raw: RawTrip,
  change: Required<Replan>,
  now: Date,
): Promise<RawTrip> {
  const before = bodyOf(raw);
  const body = await followTripLevel(trx, raw, {
    ...before,
    version: change.version,
    trip: { ...before.trip, start_date: change.start_date, travellers: change.travellers },
  });
  return saveTrip(trx, userId, raw.trip.id, body, now);
}
