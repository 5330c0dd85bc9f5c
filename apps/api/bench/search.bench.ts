import { fullRights, type ListQuery, listQuerySchema, withDirectDates } from '@trips/shared';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { ListBinding } from '../src/engine/list/binding.ts';
import { cappedCount } from '../src/engine/list/count.ts';
import { filteredQuery, type ListContext, pageIdsQuery, pageQuery } from '../src/engine/list/query.ts';
import type { SearchBudget } from './budgets.ts';
import { searchLine } from './report.ts';
import { concurrent, interleaved, latency, type Run } from './stats.ts';

export interface SearchBench {
  app: App;
  db: Database;
  token: string;
}

/** One measured request: through the API, and the SQL it stands for run directly. */
export interface SearchCase {
  name: string;
  api: Run;
  sql: Run;
  budget(clients: number): SearchBudget;
}

/** What the endpoint runs, minus HTTP, validation and JSON: the page query and, when needed, the capped count. */
async function rawSearch(ctx: ListContext, state: ListQuery) {
  const rows = await pageQuery(ctx, state).execute();
  if (rows.length > state.count) await cappedCount(ctx.db, filteredQuery(ctx, state));
}

/** A deep page's SQL side is the id-only query (the yardstick): the offset over ids and sort keys. */
async function rawIds(ctx: ListContext, state: ListQuery) {
  const rows = await pageIdsQuery(ctx, state).execute();
  if (rows.length > state.count) await cappedCount(ctx.db, filteredQuery(ctx, state));
}

/** Each body as a case of the list: checked once through the API, named with its total. */
export async function searchCases(
  { app, db, token }: SearchBench,
  binding: ListBinding,
  url: string,
  bodies: [string, object][],
  budget: (clients: number) => SearchBudget,
): Promise<SearchCase[]> {
  const ctx: ListContext = { db, auth: { userId: 1, sessionId: 0, rights: fullRights() }, binding };
  const schema = listQuerySchema(binding.descriptor);
  const cases: SearchCase[] = [];
  for (const [name, body] of bodies) {
    const api = () =>
      app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}` } });
    const state = withDirectDates(binding.descriptor, schema.parse(body) as unknown as ListQuery);
    const first = await api();
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
    const { all_count, count_is_estimate } = first.json();
    const deep = state.page > 1;
    const total = `${all_count}${count_is_estimate ? '~' : ''}`;
    cases.push({
      name: `${name} (${total}${deep ? ', sql: ids only' : ''})`,
      api,
      sql: () => (deep ? rawIds(ctx, state) : rawSearch(ctx, state)),
      budget,
    });
  }
  return cases;
}

/** Every case with one client, A B A B …, after a few warm-up pairs. */
export async function runAlone(cases: SearchCase[], runs: number) {
  for (const c of cases) {
    await interleaved(3, c.api, c.sql);
    const { a, b } = await interleaved(runs, c.api, c.sql);
    searchLine(c.name, latency(a), latency(b), c.budget(1));
  }
}

/** Every case with `clients` loops at once, each alternating API and SQL `runs` times. */
export async function runTogether(cases: SearchCase[], clients: number, runs: number) {
  for (const c of cases) {
    const { a, b } = await concurrent(clients, runs, c.api, c.sql);
    searchLine(c.name, latency(a), latency(b), c.budget(clients));
  }
}
