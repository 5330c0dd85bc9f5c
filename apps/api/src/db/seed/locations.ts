import type { Database } from '../database.ts';
import { demoLocations, points } from './locations.data.ts';

/** Region ids by "ISO2/region name" and country ids by ISO2, from the reference data of migration 0003. */
export async function geoIndex(db: Database) {
  const countries = await db.selectFrom('countries').select(['id', 'iso2']).execute();
  const states = await db
    .selectFrom('states as s')
    .innerJoin('countries as c', 'c.id', 's.country_id')
    .select(['s.id', 's.name', 'c.iso2'])
    .execute();
  return {
    countries: new Map(countries.map((c) => [c.iso2, c.id])),
    states: new Map(states.map((s) => [`${s.iso2}/${s.name}`, s.id])),
  };
}

/** Real Camino and walking locations with variations and meeting points; skipped when any location exists. */
export async function seedLocations(db: Database) {
  if (await db.selectFrom('locations').select('id').limit(1).executeTakeFirst()) return;
  const geo = await geoIndex(db);
  await db.transaction().execute(async (trx) => {
    for (const [name, iso2, region, variations, pointKeys, automated] of demoLocations) {
      const { id } = await trx
        .insertInto('locations')
        .values({
          name,
          country_id: geo.countries.get(iso2)!,
          state_id: geo.states.get(`${iso2}/${region}`) ?? null,
          is_automated_processing: automated ?? false,
          // Villages without picnic service replace it by breakfast only (meal 1).
          breakfast_picnic_replacement_id: pointKeys.length === 0 ? 1 : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (variations.length > 0)
        await trx
          .insertInto('location_name_variations')
          .values(variations.map((v) => ({ location_id: id, name: v })))
          .execute();
      if (pointKeys.length > 0) {
        const rows = pointKeys.map((k) => {
          const [name_eng, name_spn, name_grm] = points[k];
          return { location_id: id, name_eng, name_spn, name_grm };
        });
        await trx.insertInto('meeting_points').values(rows).execute();
      }
    }
  });
}
