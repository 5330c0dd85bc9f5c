import type { Database } from '../src/db/database.ts';
import { tripsBinding } from '../src/modules/trips/trips.binding.ts';
import { tripsBudget } from './budgets.ts';
import { type SearchBench, searchCases } from './search.bench.ts';

/** The bodies measured: the trips list as staff use it (DESIGN §9: 3 filters + sort, 50 rows; a contains search). */
export async function tripCases(db: Database): Promise<[string, object][]> {
  const olga = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'olga@example.com')
    .executeTakeFirst();
  const filters = {
    operations_owner_id: { values: [olga?.id ?? 2], filter_type: 'autocomplete', option_type: 'is' },
    general_status_id: { values: [2, 3], filter_type: 'autocomplete', option_type: 'is' },
    start_date: { values: [12], filter_type: 'date', option_type: 'in_the_last', value_type: 'month' },
  };
  const text = (value: string) => ({ values: [value], filter_type: 'text', option_type: 'contains' });
  return [
    ['3 filters + sort, 50 rows', { ...filters, order_by: 'start_date', order_type: 'desc', count: 50 }],
    ['search "hartley"', { search: 'hartley', count: 50 }],
    ['customer contains "emily hart"', { customer_name: text('emily hart'), count: 50 }],
    ['trip name contains "portugués"', { trip_name: text('portugués'), count: 50 }],
    [
      'problems: errors, soonest first',
      {
        problem_level: { values: [3], filter_type: 'autocomplete', option_type: 'is' },
        order_by: 'start_date',
        order_type: 'asc',
        count: 50,
      },
    ],
    ['no filter, page 40 of 50', { page: 40, count: 50 }],
    ['no filter, page 200 of 50', { page: 200, count: 50 }],
  ];
}

export async function tripSearches(bench: SearchBench, onPostgres: boolean) {
  const bodies = (await tripCases(bench.db)).map(([name, body]): [string, object] => [
    `trips: ${name}`,
    body,
  ]);
  const budget = (clients: number) => tripsBudget(onPostgres, clients);
  return searchCases(bench, tripsBinding, '/api/v1/trips/search', bodies, budget);
}
