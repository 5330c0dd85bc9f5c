import type { Database } from '../src/db/database.ts';
import { locationsBinding } from '../src/modules/locations/locations.binding.ts';
import { listBudget } from './budgets.ts';
import { type SearchBench, searchCases } from './search.bench.ts';

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

export async function locationSearches(bench: SearchBench) {
  const bodies = (await locationCases(bench.db)).map(([name, body]): [string, object] => [
    `locations: ${name}`,
    body,
  ]);
  return searchCases(bench, locationsBinding, '/api/v1/locations/search', bodies, () => listBudget);
}
