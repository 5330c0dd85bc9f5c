import { fullRights, type ListQuery, listQuerySchema } from '@trips/shared';
import { locationsResource } from '@trips/shared/modules/locations/locations.resource';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { countCap, exactCount } from '../src/engine/list/count.ts';
import { filteredQuery, type ListContext, pageQuery } from '../src/engine/list/query.ts';
import { locationsBinding } from '../src/modules/locations/locations.binding.ts';
import { report, timed } from './stats.ts';

async function regionIds(db: Database, names: string[]) {
  const rows = await db.selectFrom('states').select('id').where('name', 'in', names).execute();
  return rows.map((r) => r.id);
}

/** The bodies measured: the locations list as the screen asks for it. */
export async function locationCases(db: Database): Promise<[string, object][]> {
  const camino = await regionIds(db, ['Galicia', 'Navarra', 'Castilla y León']);
  const filters = {
    country_id: { values: [1], filter_type: 'autocomplete', option_type: 'is' },
    state_id: { values: camino, filter_type: 'autocomplete', option_type: 'is' },
    location_name: { values: ['de'], filter_type: 'text', option_type: 'contains' },
  };
  return [
    ['3 filters + sort, 50 rows', { ...filters, order_by: 'location_name', order_type: 'desc', count: 50 }],
    ['contains search "roble 42"', { search: 'roble 42', count: 50 }],
    ['no filter, page 40 of 50', { page: 40, count: 50 }],
  ];
}

/** What the endpoint runs, minus HTTP, validation and JSON: the page query and, when needed, the capped count. */
async function rawSearch(ctx: ListContext, state: ListQuery) {
  const rows = await pageQuery(ctx, state).execute();
  if (rows.length > state.count) await exactCount(ctx.db, filteredQuery(ctx, state), countCap + 1);
}

export async function benchLocations(app: App, db: Database, token: string, runs: number) {
  const ctx: ListContext = {
    db,
    auth: { userId: 1, sessionId: 0, rights: fullRights() },
    binding: locationsBinding,
  };
  const schema = listQuerySchema(locationsResource);
  for (const [name, body] of await locationCases(db)) {
    const inject = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/locations/search',
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });
    const state = schema.parse(body) as unknown as ListQuery;
    const first = await inject();
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
    await timed(5, inject);
    await timed(5, () => rawSearch(ctx, state));
    const api = await timed(runs, inject);
    const raw = await timed(runs, () => rawSearch(ctx, state));
    report(`${name} (${first.json().all_count}${first.json().count_is_estimate ? '~' : ''})`, api, raw);
  }
}
