import type { Database } from '../src/db/database.ts';
import { providersBinding } from '../src/modules/providers/providers.binding.ts';
import { listBudget } from './budgets.ts';
import { type SearchBench, searchCases } from './search.bench.ts';

/**
 * The bodies measured: the providers list as staff use it (DESIGN §9: 3 filters + sort, 50 rows, here
 * accommodation in Galicia paid by the first two payment methods, by name; a contains search).
 */
export async function providerCases(db: Database): Promise<[string, object][]> {
  const galicia = await db.selectFrom('states').select('id').where('name', '=', 'Galicia').executeTakeFirst();
  const autocomplete = (values: number[]) => ({ values, filter_type: 'autocomplete', option_type: 'is' });
  const filters = {
    category_id: autocomplete([1]),
    state_id: autocomplete([galicia?.id ?? 1]),
    payment_method_id: autocomplete([1, 2]),
  };
  const text = (value: string) => ({ values: [value], filter_type: 'text', option_type: 'contains' });
  return [
    ['3 filters + sort, 50 rows', { ...filters, order_by: 'commercial_name', order_type: 'asc', count: 50 }],
    ['name contains "robles 4"', { commercial_name: text('robles 4'), count: 50 }],
    ['search "santa ana"', { search: 'santa ana', count: 50 }],
    ['no filter, page 40 of 50', { page: 40, count: 50 }],
  ];
}

export async function providerSearches(bench: SearchBench) {
  const bodies = (await providerCases(bench.db)).map(([name, body]): [string, object] => [
    `providers: ${name}`,
    body,
  ]);
  return searchCases(bench, providersBinding, '/api/v1/providers/search', bodies, () => listBudget);
}
