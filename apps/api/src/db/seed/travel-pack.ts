import { sql } from 'kysely';
import type { Database } from '../database.ts';
import { demoHotelTimes, demoItineraryExtras, demoStreets, townPostcodes } from './travel-pack.data.ts';

/**
 * Every demo provider gets a street and postcode in its town, the hotels their check-in and check-out times;
 * where one is already set it stays. The town is the provider's own, else the first place it serves.
 */
async function seedProviderAddresses(db: Database) {
  const providers = await db
    .selectFrom('providers as p')
    .select([
      'p.id',
      'p.category_id',
      'p.address',
      'p.postal_code',
      'p.city',
      'p.check_in_from',
      sql<string | null>`coalesce(
        (select l.name from locations l where l.id = p.location_id),
        (select l.name from provider_locations pl join locations l on l.id = pl.location_id
          where pl.provider_id = p.id order by l.id limit 1))`.as('town'),
      sql<string | null>`coalesce(
        (select c.iso2 from locations l join countries c on c.id = l.country_id where l.id = p.location_id),
        (select c.iso2 from provider_locations pl join locations l on l.id = pl.location_id
          join countries c on c.id = l.country_id where pl.provider_id = p.id order by l.id limit 1))`.as(
        'country',
      ),
    ])
    .execute();
  for (const p of providers) {
    const streets = demoStreets[p.country ?? 'ES'] ?? demoStreets.ES!;
    const town = p.town ?? '';
    const values = {
      ...(p.address ? {} : { address: `${streets[p.id % streets.length]} ${((p.id * 7) % 60) + 1}` }),
      ...(p.postal_code || !townPostcodes[town] ? {} : { postal_code: townPostcodes[town] }),
      ...(p.city || !town ? {} : { city: town }),
      ...(p.category_id !== 1 || p.check_in_from
        ? {}
        : (([check_in_from, check_out_until]) => ({ check_in_from, check_out_until }))(
            demoHotelTimes[p.id % demoHotelTimes.length]!,
          )),
    };
    if (Object.keys(values).length > 0)
      await db.updateTable('providers').set(values).where('id', '=', p.id).execute();
  }
}

/** The demo itineraries' German names and the figures of their stages, where still unset. */
async function seedItineraryExtras(db: Database) {
  for (const [holidayId, extra] of Object.entries(demoItineraryExtras)) {
    const itinerary = await db
      .selectFrom('itineraries')
      .select(['id', 'name_de'])
      .where('holiday_id', '=', holidayId)
      .executeTakeFirst();
    if (!itinerary) continue;
    if (!itinerary.name_de)
      await db
        .updateTable('itineraries')
        .set({ name_de: extra.name_de })
        .where('id', '=', itinerary.id)
        .execute();
    for (const [place, [distance_km, ascent_m, descent_m, duration_minutes]] of Object.entries(extra.figures))
      await db
        .updateTable('itinerary_stages')
        .set({ distance_km, ascent_m, descent_m, duration_minutes })
        .where('itinerary_id', '=', itinerary.id)
        .where('distance_km', 'is', null)
        .where('location_id', '=', (eb) =>
          eb.selectFrom('locations').select('id').where('name', '=', place).limit(1),
        )
        .execute();
  }
}

/** What the demo's travel packs print: where each provider is, hotel times, names and figures of itineraries. */
export async function seedTravelPackDemo(db: Database) {
  await seedProviderAddresses(db);
  await seedItineraryExtras(db);
}
