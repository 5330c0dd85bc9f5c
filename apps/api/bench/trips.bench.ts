import type { Database } from '../src/db/database.ts';
import { tripsBinding } from '../src/modules/trips/trips.binding.ts';
import type { SearchBench } from './search.bench.ts';
import { benchSearches } from './search.bench.ts';
import { percentile, timed } from './stats.ts';

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
    ['no filter, page 40 of 50', { page: 40, count: 50 }],
    ['no filter, page 200 of 50', { page: 200, count: 50 }],
  ];
}

const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);

/** `clients` loops at once, each sending `runs` requests: the latency each request saw. */
async function concurrent(clients: number, runs: number, fn: () => Promise<unknown>) {
  const all: number[][] = await Promise.all(Array.from({ length: clients }, () => timed(runs, fn)));
  return all.flat();
}

export async function benchTrips(bench: SearchBench, clients: number, binding = tripsBinding) {
  const cases = (await tripCases(bench.db)).map(([name, body]): [string, object] => [`trips: ${name}`, body]);
  const requests = await benchSearches(bench, binding, '/api/v1/trips/search', cases);
  if (clients <= 1) return;
  const each = Math.max(10, Math.round(bench.runs / 4));
  console.log(`\n${clients} concurrent clients, ${each} requests each`);
  for (const [name, inject] of requests) {
    const times = await concurrent(clients, each, inject);
    console.log(name.padEnd(50) + ms(percentile(times, 50)) + ms(percentile(times, 95)));
  }
}
