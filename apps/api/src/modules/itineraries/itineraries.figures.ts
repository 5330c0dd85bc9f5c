import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The walk or ride between two places as an itinerary's stage knows it; null figures are unknown. */
export interface StageFigures {
  distanceKm: number | null;
  ascentM: number | null;
  descentM: number | null;
  minutes: number | null;
}

/** 'Sarria|Portomarín': the places a stage leaves and reaches, by name. */
export const legKey = (from: string, to: string) => `${from}|${to}`;

/**
 * The figures of every itinerary stage that has any, by the leg it covers (the previous stage's place to its
 * own). A leg of the itinerary `preferred` (a trip's own) wins over the same leg of another itinerary, so a
 * trip not made from one still learns what the walk from one of its places to the next is.
 */
export async function stageFiguresByLeg(
  db: Database,
  preferred: number | null,
): Promise<Map<string, StageFigures>> {
  const rows = await db
    .selectFrom(
      db
        .selectFrom('itinerary_stages as s')
        .select([
          's.itinerary_id',
          's.position',
          's.location_id',
          's.distance_km',
          's.ascent_m',
          's.descent_m',
          's.duration_minutes',
          sql<number | null>`lag(s.location_id) over (partition by s.itinerary_id order by s.position)`.as(
            'from_id',
          ),
        ])
        .as('leg'),
    )
    .innerJoin('locations_view as f', 'f.id', 'leg.from_id')
    .innerJoin('locations_view as t', 't.id', 'leg.location_id')
    .select([
      'leg.itinerary_id',
      'f.name as from_name',
      't.name as to_name',
      'leg.distance_km',
      'leg.ascent_m',
      'leg.descent_m',
      'leg.duration_minutes',
    ])
    .where((eb) =>
      eb.or([
        eb('leg.distance_km', 'is not', null),
        eb('leg.ascent_m', 'is not', null),
        eb('leg.duration_minutes', 'is not', null),
      ]),
    )
    .orderBy(sql`leg.itinerary_id = ${preferred ?? 0}`, 'asc')
    .orderBy('leg.itinerary_id')
    .execute();
  // Ordered so the preferred itinerary's legs come last and overwrite the others.
  return new Map(
    rows.map((r) => [
      legKey(r.from_name, r.to_name),
      {
        distanceKm: r.distance_km === null ? null : Number(r.distance_km),
        ascentM: r.ascent_m,
        descentM: r.descent_m,
        minutes: r.duration_minutes,
      },
    ]),
  );
}
