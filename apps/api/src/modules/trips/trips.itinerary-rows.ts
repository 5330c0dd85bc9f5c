import type { ItineraryDetail, RoomPlan } from '@trips/shared/modules/itineraries/itineraries.schema';
import { type TripSection, transferTypeIds } from '@trips/shared/modules/trips/trips.constants';
import {
  accommodationRowInput,
  otherServiceRowInput,
  type SaveTripInput,
  transferRowInput,
} from '@trips/shared/modules/trips/trips.schema';
import type { Database } from '../../db/database.ts';
import { firstActiveProvider, hotelListOf } from '../locations/index.ts';
import { addDays } from './readiness/readiness.days.ts';
import { createTripRowsRepo } from './trip-rows.repo.ts';
import { routeKey } from './trips.route-key.ts';
import { tripSteps } from './trips.steps.ts';

type Rows = Pick<SaveTripInput, TripSection>;

/** The rooms a party takes at a stage: its room plan for that size, else doubles for pairs and one single. */
export function roomsFor(plans: readonly RoomPlan[], party: number) {
  const plan = plans.find((p) => p.party === party);
  if (plan)
    return {
      individual_rooms: plan.individual_rooms,
      double_rooms: plan.double_rooms,
      twin_rooms: plan.twin_rooms,
      triple_rooms: plan.triple_rooms,
    };
  return {
    individual_rooms: party % 2,
    double_rooms: Math.floor(party / 2),
    twin_rooms: 0,
    triple_rooms: 0,
  };
}

/**
 * The rows an itinerary makes for a start day and a party, before pricing: a stay per stage at the first
 * active provider of its location's hotel (or superior) list, a people or luggage transfer per itinerary
 * transfer with the first provider of its route, a service per itinerary service. What cannot be found
 * stays empty (no provider), for the trip's readiness to name. Every row with a provider is for the booking
 * automation to request once the trip is Active (nothing is asked while it is Pending).
 */
export async function itineraryRows(
  db: Database,
  itinerary: ItineraryDetail,
  start: string,
  travellers: number,
): Promise<Rows> {
  const accommodations: SaveTripInput['accommodations'] = [];
  for (const stage of itinerary.stages) {
    const checkin = addDays(start, stage.day_offset);
    const list = hotelListOf(stage.accommodation_level_id);
    const provider = (await firstActiveProvider(db, stage.location_id, list))?.provider_id ?? null;
    accommodations.push(
      accommodationRowInput.parse({
        location_id: stage.location_id,
        checkin_date: checkin,
        checkout_date: addDays(checkin, stage.nights),
        provider_id: provider,
        is_send_email: provider !== null,
        people: travellers,
        ...roomsFor(stage.room_plans, travellers),
        meals_id: stage.meals_id,
        accommodation_level_id: stage.accommodation_level_id,
      }),
    );
  }
  /** The hotel a party sleeps in at a place the night before or after a day (a transfer's ends). */
  const hotelAt = (location: number, day: string, end: 'from' | 'to') =>
    accommodations.find(
      (a) => a.location_id === location && (end === 'from' ? a.checkout_date : a.checkin_date) === day,
    )?.provider_id ?? null;
  const transfersOf = async (kind: 'people' | 'luggage') => {
    const wanted = itinerary.transfers.filter((t) => t.kind === kind);
    const typeId = kind === 'people' ? transferTypeIds.normal : transferTypeIds.luggage;
    const firsts = await tripSteps().routeFirstProviders(db, wanted, typeId);
    return wanted.map((t) => {
      const date = addDays(start, t.day_offset);
      const provider = firsts.get(routeKey(t.from_location_id, t.to_location_id)) ?? null;
      return transferRowInput.parse({
        date,
        from_location_id: t.from_location_id,
        to_location_id: t.to_location_id,
        from_provider_id: hotelAt(t.from_location_id, date, 'from'),
        to_provider_id: hotelAt(t.to_location_id, date, 'to'),
        provider_id: provider,
        is_send_email: provider !== null,
        people: travellers,
        luggage: kind === 'luggage' ? travellers : 0,
      });
    });
  };
  const services = await createTripRowsRepo(db).services(itinerary.services.map((s) => s.service_id));
  const other_services = itinerary.services.map((s) => {
    const day = addDays(start, s.day_offset);
    return otherServiceRowInput.parse({
      service_id: s.service_id,
      provider_id: s.provider_id,
      is_send_email: true,
      service_type_id: services.get(s.service_id)?.service_type_id ?? null,
      from_date: day,
      to_date: day,
      people: travellers * s.units,
    });
  });
  return {
    accommodations,
    luggage_transfers: await transfersOf('luggage'),
    normal_transfers: await transfersOf('people'),
    other_services,
  };
}
