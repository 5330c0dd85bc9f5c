import type { Database } from '../../db/database.ts';

/**
 * The default brand: the first active one. Never a switched-off brand: a brand nobody may pick any more
 * must not start signing other brands' emails. Undefined when no brand is active.
 */
export async function defaultBrandId(db: Database): Promise<number | undefined> {
  const row = await db
    .selectFrom('brandings')
    .select('id')
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * The brand a trip's emails go out under: the trip's own brand (even switched off, since the customer booked
 * with it), else the default brand. Undefined when the trip has none and no brand is active.
 */
export async function sendingBrandOf(
  db: Database,
  trip: { branding_id?: unknown },
): Promise<number | undefined> {
  if (trip.branding_id) return Number(trip.branding_id);
  return defaultBrandId(db);
}
