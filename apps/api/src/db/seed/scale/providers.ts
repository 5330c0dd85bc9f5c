import type { Database } from '../../database.ts';
import { generateProviderRates } from './provider-rates.ts';
import { type Progress, type Random, seededRandom } from './random.ts';

const kinds = [
  'Hotel',
  'Hostal',
  'Pensión',
  'Casa Rural',
  'Albergue',
  'Taxi',
  'Bag Transfer',
  'Bikes',
  'Guides',
];
const names = [
  'Camino',
  'Peregrino',
  'del Río',
  'Santa Ana',
  'Los Robles',
  'La Plaza',
  'Vista Alegre',
  'Real',
  'Jacobeo',
];

interface Place {
  id: number;
  country_id: number;
  state_id: number | null;
}

/** Category by kind: accommodation (1) for lodgings, then luggage (2), people (3), bikes (4), guides (5). */
const categoryOf = (kind: number) => (kind < 5 ? 1 : kind - 3);

function providerRow(rnd: Random, n: number, place: Place) {
  const kind = rnd.int(kinds.length);
  const category_id = categoryOf(kind);
  const lodging = category_id === 1;
  return {
    commercial_name: `${kinds[kind]} ${rnd.pick(names)} ${n}`,
    legal_name: `${rnd.pick(names)} ${n} SL`,
    category_id,
    location_id: place.id,
    country_id: place.country_id,
    state_id: place.state_id,
    phone: `+34 6${String(10_000_000 + n).slice(-8)}`,
    booking_email: `bookings${n}@example.com`,
    luggage: category_id === 2,
    people: category_id === 3,
    emergency: category_id === 3 && rnd.int(2) === 0,
    rooms: lodging ? 4 + rnd.int(60) : null,
    accommodation_type_id: lodging ? 1 + rnd.int(8) : null,
    accommodation_level_id: lodging ? 1 + rnd.int(3) : null,
    payment_method_id: 1 + rnd.int(5),
    booking_method_id: 1 + rnd.int(5),
    latitude: rnd.int(4) === 0 ? null : 42 + rnd.next(),
    longitude: rnd.int(4) === 0 ? null : -8 + rnd.next() * 6,
  };
}

/**
 * Adds `total` generated providers in batches, each serving its own location and up to two more, then
 * their rates. Batches of 1000 rows keep a statement's parameters within what PGlite accepts.
 */
export async function generateProviders(db: Database, total: number, progress: Progress, batch = 1000) {
  const places = await db.selectFrom('locations').select(['id', 'country_id', 'state_id']).execute();
  if (places.length === 0) throw new Error('Generate or seed locations before providers');
  const start = Number(
    (
      await db
        .selectFrom('providers')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rnd = seededRandom(start + 7);
  const lastId = await db
    .selectFrom('providers')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('id'))
    .executeTakeFirstOrThrow();
  for (let done = 0; done < total; done += batch) {
    const size = Math.min(batch, total - done);
    const homes = Array.from({ length: size }, () => rnd.pick(places));
    const rows = homes.map((place, i) => providerRow(rnd, start + done + i + 1, place));
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('providers').values(rows).returning('id').execute();
      const links = ids.flatMap(({ id }, i) => {
        const served = new Set([
          homes[i].id,
          ...Array.from({ length: rnd.int(3) }, () => rnd.pick(places).id),
        ]);
        return [...served].map((location_id) => ({ provider_id: id, location_id }));
      });
      await trx.insertInto('provider_locations').values(links).execute();
    });
    progress(done + size, total);
  }
  await generateProviderRates(db, Number(lastId.id));
}
