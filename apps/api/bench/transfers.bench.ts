import type { Database } from '../src/db/database.ts';
import { transfersBinding } from '../src/modules/transfers/transfers.binding.ts';
import { listBudget } from './budgets.ts';
import { type SearchBench, searchCases } from './search.bench.ts';

/**
 * The bodies measured: the transfers list as staff use it (a place's routes by provider, luggage only, by
 * start place; a provider's routes; a contains search; a deep page).
 */
export async function transferCases(db: Database): Promise<[string, object][]> {
  const busiest = await db
    .selectFrom('transfer_routes')
    .select('start_location_id')
    .groupBy('start_location_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .limit(1)
    .executeTakeFirst();
  const provider = await db
    .selectFrom('transfer_route_providers')
    .select('provider_id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const autocomplete = (values: number[]) => ({ values, filter_type: 'autocomplete', option_type: 'is' });
  const place = { start_location_id: autocomplete([busiest?.start_location_id ?? 1]) };
  return [
    [
      'a start place, luggage, by end place',
      { ...place, transfer_type_id: autocomplete([2]), order_by: 'end_location_name', count: 100 },
    ],
    ["a provider's routes", { provider_id: autocomplete([provider?.provider_id ?? 1]), count: 100 }],
    ['search "villa"', { search: 'villa', count: 100 }],
    ['no filter, page 40 of 100', { page: 40, count: 100 }],
  ];
}

export async function transferSearches(bench: SearchBench) {
  const bodies = (await transferCases(bench.db)).map(([name, body]): [string, object] => [
    `transfers: ${name}`,
    body,
  ]);
  return searchCases(bench, transfersBinding, '/api/v1/transfers/search', bodies, () => listBudget);
}
