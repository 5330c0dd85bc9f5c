import type { Database } from '../src/db/database.ts';
import { invoicesBinding } from '../src/modules/invoices/invoices.binding.ts';
import { listBudget } from './budgets.ts';
import { type SearchBench, searchCases } from './search.bench.ts';

/**
 * The bodies measured: the invoices list as accounting uses it (a provider's unpaid invoices, a month by
 * invoice date through the direct fields, a number search, a trip's invoices, a deep page), each taken
 * from the middle of the generated data so it finds something.
 */
export async function invoiceCases(db: Database): Promise<[string, object][]> {
  const busiest = await db
    .selectFrom('invoices')
    .select('provider_id')
    .groupBy('provider_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .limit(1)
    .executeTakeFirst();
  const generated = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const middle = await db
    .selectFrom('invoices')
    .select(['invoice_number', 'invoice_date'])
    .where('invoice_number', 'like', 'SC-%')
    .orderBy('id')
    .offset(Math.floor(Number(generated.n) / 2))
    .limit(1)
    .executeTakeFirst();
  const month = new Date(middle?.invoice_date ?? Date.now()).toISOString().slice(0, 7);
  const [year, m] = month.split('-').map(Number);
  const monthEnd = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
  const prefix = (middle?.invoice_number ?? 'SC-1').slice(0, 6);
  const autocomplete = (values: number[]) => ({ values, filter_type: 'autocomplete', option_type: 'is' });
  return [
    [
      "a provider's unpaid invoices",
      { provider_id: autocomplete([busiest?.provider_id ?? 1]), payment_status_id: autocomplete([1]) },
    ],
    [`invoice date in ${month}`, { invoice_date_from: `${month}-01`, invoice_date_to: monthEnd }],
    [`search "${prefix}"`, { search: prefix }],
    [
      'trip name contains "camino"',
      { trip_name: { values: ['camino'], filter_type: 'text', option_type: 'contains' } },
    ],
    ['no filter, page 40', { page: 40 }],
  ];
}

export async function invoiceSearches(bench: SearchBench) {
  const bodies = (await invoiceCases(bench.db)).map(([name, body]): [string, object] => [
    `invoices: ${name}`,
    body,
  ]);
  return searchCases(bench, invoicesBinding, '/api/v1/invoices/search', bodies, () => listBudget);
}
