import { transferTypeIds } from '@trips/shared/modules/transfers/transfers.resource';
import type { Database } from '../database.ts';
import { accommodations, frances, portugues, transports } from './providers.data.ts';

/** Consecutive stages of both caminos, each way the walkers go. */
const stagesOf = (camino: string[]) => camino.slice(1).map((end, i) => [camino[i], end] as const);
/**
 * The demo itineraries' other ways: stages longer than the camino's (Melide and Sahagún are skipped), the
 * taxi from Santiago to the coast and the one back from León to Burgos.
 */
const longStages = [
  ['Palas de Rei', 'Arzúa'],
  ['Carrión de los Condes', 'León'],
  ['Santiago de Compostela', 'Finisterre'],
  ['León', 'Burgos'],
] as const;

/**
 * Demo routes: every stage of the Camino Francés and Portugués with its luggage carrier first (rows the
 * system may create and book: from the first demo hotel of one place to the first of the next where both
 * exist, then from any hotel to any) and, where one serves both places, the taxi second (station to
 * station, booked by hand; no rate row yet where a place has no station). Skipped once any route exists.
 */
export async function seedTransferRoutes(db: Database) {
  if (await db.selectFrom('transfer_routes').select('id').limit(1).executeTakeFirst()) return;
  const places = new Map(
    (await db.selectFrom('locations').select(['id', 'name']).execute()).map((l) => [l.name, l.id]),
  );
  const providers = await db
    .selectFrom('providers as p')
    .innerJoin('provider_rates as r', 'r.provider_id', 'p.id')
    .select(['p.id', 'p.commercial_name', 'r.id as rate_id'])
    .where('r.kind', 'in', ['luggage', 'transfer'])
    .execute();
  const byName = new Map(providers.map((p) => [p.commercial_name, p]));
  const points = await db.selectFrom('meeting_points').select(['id', 'location_id']).orderBy('id').execute();
  const firstPoint = (location: number) => points.find((p) => p.location_id === location)?.id ?? null;
  const hotelFor = (place: string) =>
    hotels.get(accommodations.find((a) => a.location === place)?.name ?? '') ?? null;
  const hotels = new Map(
    (
      await db
        .selectFrom('providers')
        .select(['id', 'commercial_name'])
        .where('category_id', '=', 1)
        .execute()
    ).map((p) => [p.commercial_name, p.id]),
  );
  await db.transaction().execute(async (trx) => {
    for (const [from, to] of [...stagesOf(frances), ...stagesOf(portugues), ...longStages]) {
      const [start, end] = [places.get(from), places.get(to)];
      if (!start || !end) continue;
      const serving = transports.filter((t) => t.locations.includes(from) && t.locations.includes(to));
      const ranked = [...serving.filter((t) => t.category === 2), ...serving.filter((t) => t.category === 3)];
      if (ranked.length === 0) continue;
      const route = await trx
        .insertInto('transfer_routes')
        .values({ start_location_id: start, end_location_id: end, version: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [i, t] of ranked.entries()) {
        const provider = byName.get(t.name);
        if (!provider) continue;
        const owner = await trx
          .insertInto('transfer_route_providers')
          .values({ route_id: route.id, provider_id: provider.id, priority: i + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        const luggage = t.category === 2;
        const row = { route_provider_id: owner.id, rate_id: provider.rate_id, qty_start: 1 };
        if (luggage) {
          const automated = { automated_creation: true, automated_processing: !t.manual };
          const typed = { ...row, ...automated, transfer_type_id: transferTypeIds.luggage, qty_end: -1 };
          const [fromHotel, toHotel] = [hotelFor(from), hotelFor(to)];
          const pairs =
            fromHotel && toHotel
              ? [
                  [fromHotel, toHotel],
                  [null, null],
                ]
              : [[null, null]];
          for (const [position, [a, b]] of pairs.entries())
            await trx
              .insertInto('transfer_route_rates')
              .values({ ...typed, position, start_provider_id: a, end_provider_id: b })
              .execute();
          continue;
        }
        const [a, b] = [firstPoint(start), firstPoint(end)];
        if (a === null || b === null) continue;
        await trx
          .insertInto('transfer_route_rates')
          .values({
            ...row,
            position: 0,
            transfer_type_id: transferTypeIds.normal,
            start_meeting_point_id: a,
            end_meeting_point_id: b,
            qty_end: 8,
          })
          .execute();
      }
    }
  });
}
