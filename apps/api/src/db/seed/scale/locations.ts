import type { Database } from '../../database.ts';
import { points } from '../locations.data.ts';
import { type Progress, type Random, seededRandom } from './random.ts';

const heads = [
  'Villa',
  'San Juan',
  'Santa María',
  'Puente',
  'Castro',
  'Torre',
  'Vega',
  'Fuente',
  'Monte',
  'Campo',
  'Valle',
  'Ponte',
  'Vila Nova',
  'Saint-Martin',
  'Quinta',
];
const links = ['de', 'del', 'de la', 'do', 'da', 'de los'];
const tails = [
  'Arriba',
  'Abajo',
  'Camino',
  'Rey',
  'Sierra',
  'Campos',
  'Mar',
  'Piedra',
  'Olivo',
  'Roble',
  'Lobos',
  'Cruz',
  'Peregrinos',
  'Río',
  'Valdés',
];
const pointRows = Object.values(points);

interface Geo {
  country_id: number;
  state_id: number | null;
}

function locationRow(rnd: Random, n: number, geo: Geo[]) {
  const { country_id, state_id } = rnd.pick(geo);
  return {
    name: `${rnd.pick(heads)} ${rnd.pick(links)} ${rnd.pick(tails)} ${n}`,
    country_id,
    state_id: rnd.int(10) === 0 ? null : state_id,
    is_automated_processing: rnd.int(4) === 0,
  };
}

/** Extra rows for a batch of new locations: a variation for about a third, meeting points for about 40%. */
function children(rnd: Random, ids: number[]) {
  const variations = ids
    .filter(() => rnd.int(3) === 0)
    .map((id) => ({ location_id: id, name: `Alt ${id} ${rnd.pick(tails)}` }));
  const meeting = ids.flatMap((id) =>
    rnd.int(5) < 2
      ? pointRows
          .slice(0, 1 + rnd.int(3))
          .map(([name_eng, name_spn, name_grm]) => ({ location_id: id, name_eng, name_spn, name_grm }))
      : [],
  );
  return { variations, meeting };
}

/** Adds `total` generated locations in batches; names carry a running number so they stay unique. */
export async function generateLocations(db: Database, total: number, progress: Progress, batch = 2000) {
  const start = Number(
    (
      await db
        .selectFrom('locations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rnd = seededRandom(start + 1);
  const states = await db.selectFrom('states').select(['id as state_id', 'country_id']).execute();
  const geo: Geo[] = [...states, ...states.filter((s) => s.country_id <= 2)];
  for (let done = 0; done < total; done += batch) {
    const size = Math.min(batch, total - done);
    const rows = Array.from({ length: size }, (_, i) => locationRow(rnd, start + done + i + 1, geo));
    await db.transaction().execute(async (trx) => {
      const ids = (await trx.insertInto('locations').values(rows).returning('id').execute()).map((r) => r.id);
      const { variations, meeting } = children(rnd, ids);
      if (variations.length) await trx.insertInto('location_name_variations').values(variations).execute();
      if (meeting.length) await trx.insertInto('meeting_points').values(meeting).execute();
    });
    progress(done + size, total);
  }
}
