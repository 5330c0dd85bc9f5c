import { type CompostelaVerdict, compostelaVerdict } from '@trips/shared/modules/vouchers/camino';
import type { Database } from '../../db/database.ts';

/** A location's name with its name variations; null when the trip has no such location. */
async function namesOf(db: Database, locationId: unknown): Promise<string[] | null> {
  if (!locationId) return null;
  const id = Number(locationId);
  const location = await db
    .selectFrom('locations_view')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!location) return null;
  const variations = await db
    .selectFrom('location_name_variations_view')
    .select('name')
    .where('location_id', '=', id)
    .execute();
  return [location.name, ...variations.map((v) => v.name)];
}

/** The Compostela check of a trip, from its type and its start and end locations. */
export async function tripCompostela(
  db: Database,
  trip: Record<string, unknown>,
): Promise<CompostelaVerdict> {
  return compostelaVerdict({
    tripTypeId: trip.trip_type_id === null ? null : Number(trip.trip_type_id),
    startNames: await namesOf(db, trip.start_location_id),
    endNames: await namesOf(db, trip.end_location_id),
  });
}
