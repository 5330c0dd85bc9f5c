import { itineraryMessages as m } from '@trips/shared/modules/itineraries/itineraries.constants';
import type { RoomPlan, SaveItineraryInput } from '@trips/shared/modules/itineraries/itineraries.schema';
import type { Database } from '../../db/database.ts';
import { rejected } from '../../engine/edits/queued-deletes.ts';
import { firstActiveProvider, hotelListOf } from '../locations/index.ts';

type Table =
  | 'brandings'
  | 'trip_types'
  | 'locations'
  | 'accommodation_levels'
  | 'meals'
  | 'provider_services';

async function existing(db: Database, table: Table, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Set<number>();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', wanted).execute();
  return new Set(rows.map((r) => r.id));
}

/** How many people a room plan sleeps. */
export const sleeps = (p: RoomPlan) =>
  p.individual_rooms + 2 * p.double_rooms + 2 * p.twin_rooms + 3 * p.triple_rooms;

/** The day after the last night (the morning of departure): the last day a transfer or service may take. */
export const lastDayOf = (stages: readonly { day_offset: number; nights: number }[]) =>
  stages.reduce((end, s) => Math.max(end, s.day_offset + s.nights), 0);

/**
 * Every problem of a save at once, before anything is written, each at its row's path (`stages.2.nights`):
 * no stages, a stage without a night or starting before the previous one ends, a place whose priority list
 * has no active hotel, a transfer to where it starts, a day after the itinerary ends, room plans that
 * repeat a party size or do not sleep it, a holiday id another itinerary has, and ids that name nothing.
 */
export async function checkItinerary(db: Database, body: SaveItineraryInput, self: number | null) {
  const fieldErrors: Record<string, string> = {};
  const problems: string[] = [];
  const fail = (path: string, message: string) => {
    if (fieldErrors[path]) return;
    fieldErrors[path] = message;
    problems.push(message);
  };
  const { itinerary: info, stages, transfers, services } = body;
  const [brands, types, places, levels, meals, offered, holder] = await Promise.all([
    existing(db, 'brandings', info.branding_ids),
    existing(db, 'trip_types', [info.trip_type_id]),
    existing(db, 'locations', [
      ...stages.map((s) => s.location_id),
      ...transfers.flatMap((t) => [t.from_location_id, t.to_location_id]),
    ]),
    existing(
      db,
      'accommodation_levels',
      stages.map((s) => s.accommodation_level_id),
    ),
    existing(
      db,
      'meals',
      stages.map((s) => s.meals_id),
    ),
    existing(
      db,
      'provider_services',
      services.map((s) => s.service_id),
    ),
    db
      .selectFrom('itineraries')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['holiday_id']), '=', info.holiday_id.trim().toLowerCase()))
      .$if(self !== null, (q) => q.where('id', '!=', self as number))
      .executeTakeFirst(),
  ]);
  if (holder) fail('itinerary.holiday_id', m.duplicateHoliday);
  if (info.trip_type_id !== null && !types.has(info.trip_type_id))
    fail('itinerary.trip_type_id', m.unknownTripType);
  info.branding_ids.forEach((id, k) => {
    if (!brands.has(id)) fail(`itinerary.branding_ids.${k}`, m.unknownBrand);
  });
  if (stages.length === 0) fail('stages', m.noStages);
  for (const [i, s] of stages.entries()) {
    const at = (key: string) => `stages.${i}.${key}`;
    if (s.nights < 1) fail(at('nights'), m.nightsAtLeastOne);
    const previous = stages[i - 1];
    if (previous && s.day_offset < previous.day_offset + previous.nights)
      fail(at('day_offset'), m.stageBeforePrevious);
    if (!places.has(s.location_id)) fail(at('location_id'), m.unknownLocation);
    else if (!(await firstActiveProvider(db, s.location_id, hotelListOf(s.accommodation_level_id))))
      fail(at('location_id'), m.locationWithoutProviders);
    if (s.accommodation_level_id !== null && !levels.has(s.accommodation_level_id))
      fail(at('accommodation_level_id'), m.unknownLevel);
    if (!meals.has(s.meals_id)) fail(at('meals_id'), m.unknownMeals);
    const parties = new Set<number>();
    for (const [j, plan] of s.room_plans.entries()) {
      if (parties.has(plan.party)) fail(at(`room_plans.${j}.party`), m.duplicateParty);
      parties.add(plan.party);
      if (sleeps(plan) < plan.party) fail(at(`room_plans.${j}.rooms`), m.roomsTooSmall);
    }
  }
  const lastDay = lastDayOf(stages);
  for (const [j, t] of transfers.entries()) {
    const at = (key: string) => `transfers.${j}.${key}`;
    if (t.day_offset > lastDay) fail(at('day_offset'), m.dayAfterEnd);
    for (const key of ['from_location_id', 'to_location_id'] as const)
      if (!places.has(t[key])) fail(at(key), m.unknownLocation);
    if (t.from_location_id === t.to_location_id) fail(at('to_location_id'), m.sameFromTo);
  }
  for (const [j, s] of services.entries()) {
    const at = (key: string) => `services.${j}.${key}`;
    if (s.day_offset > lastDay) fail(at('day_offset'), m.dayAfterEnd);
    if (!offered.has(s.service_id)) fail(at('service_id'), m.unknownService);
  }
  if (problems.length > 0) throw rejected(problems, fieldErrors);
}
