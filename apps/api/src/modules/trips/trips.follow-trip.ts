import type { RoomPlan } from '@trips/shared/modules/itineraries/itineraries.schema';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import type { Database } from '../../db/database.ts';
import { loadItinerary } from '../itineraries/index.ts';
import { addDays, daysFrom } from './readiness/readiness.days.ts';
import { bodyOf, endWithin, shifted } from './trips.body.ts';
import { roomsFor } from './trips.itinerary-rows.ts';
import type { RawTrip } from './trips.presenter.ts';

type Row = Record<string, unknown>;

const days: Record<TripSection, readonly string[]> = {
  accommodations: ['checkin_date', 'checkout_date'],
  luggage_transfers: ['date'],
  normal_transfers: ['date'],
  other_services: ['from_date', 'to_date'],
};
const roomFields = ['individual_rooms', 'double_rooms', 'twin_rooms', 'triple_rooms'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const untouched = (row: Row, stored: Row, fields: readonly string[]) =>
  fields.every((f) => same(row[f], stored[f]));
/** A luggage row the hotel chain keeps follows the stays by itself. */
const followsChain = (section: TripSection, r: Row) =>
  section === 'luggage_transfers' && Boolean(r.is_open_auto_transfer_from || r.is_open_auto_transfer_to);

/** The room plans of each stage's place, when the trip came from an itinerary. */
async function stagePlans(db: Database, itineraryId: number | null) {
  const plans = new Map<number, readonly RoomPlan[]>();
  const itinerary = itineraryId === null ? null : await loadItinerary(db, itineraryId);
  for (const stage of itinerary?.stages ?? []) plans.set(stage.location_id, stage.room_plans);
  return plans;
}

/**
 * A change of the trip's start day or party carried to its rows, in a save: every row the editor left as
 * it was moves by the same number of days (the end day too, unless it was changed), takes the new party as
 * its people, its bags, and its rooms from the itinerary's room plan for that party (else doubles and a
 * single). A row staff edited keeps their values; the ids and providers stay, so bookings hear a change.
 */
export async function followTripLevel(
  db: Database,
  before: RawTrip,
  body: SaveTripInput,
): Promise<SaveTripInput> {
  const shift = daysFrom(before.trip.start_date, body.trip.start_date);
  const party = body.trip.travellers;
  const resized = party !== before.trip.travellers;
  if (shift === 0 && !resized) return body;
  const stored = bodyOf(before);
  const plans = resized ? await stagePlans(db, before.trip.itinerary_id) : new Map();
  const next: SaveTripInput = { ...body, trip: { ...body.trip } };
  if (shift !== 0 && body.trip.end_date === stored.trip.end_date)
    next.trip.end_date = endWithin(addDays(stored.trip.end_date, shift));
  for (const section of tripSections) {
    const was = new Map((stored[section] as Row[]).map((r) => [r.id, r]));
    (next[section] as Row[]) = (body[section] as Row[]).map((row) => {
      const then = row.id === null ? undefined : was.get(row.id);
      if (!then || followsChain(section, then)) return row;
      let out =
        shift !== 0 && untouched(row, then, days[section]) ? shifted(section, row, shift) : { ...row };
      if (!resized) return out;
      if (untouched(row, then, ['people'])) out = { ...out, people: party };
      if (section === 'luggage_transfers' && untouched(row, then, ['luggage'])) out.luggage = party;
      if (section === 'accommodations' && untouched(row, then, roomFields))
        Object.assign(out, roomsFor(plans.get(Number(row.location_id)) ?? [], party));
      return out;
    });
  }
  return next;
}
