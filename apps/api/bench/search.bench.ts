import { fullRights, type ListQuery, listQuerySchema } from '@trips/shared';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import type { ListBinding } from '../src/engine/list/binding.ts';
import { cappedCount } from '../src/engine/list/count.ts';
import { filteredQuery, type ListContext, pageQuery } from '../src/engine/list/query.ts';
import { report, timed } from './stats.ts';

export interface SearchBench {
  app: App;
  db: Database;
  token: string;
  runs: number;
}

/** What the endpoint runs, minus HTTP, validation and JSON: the page query and, when needed, the capped count. */
async function rawSearch(ctx: ListContext, state: ListQuery) {
  const rows = await pageQuery(ctx, state).execute();
  if (rows.length > state.count) await cappedCount(ctx.db, filteredQuery(ctx, state));
}

/**
 * Each case through the API (app.inject) beside the same SQL run directly, one report line a case.
 * Answers each case's request, for the concurrent runs that follow.
 */
export async function benchSearches(
  { app, db, token, runs }: SearchBench,
  binding: ListBinding,
  url: string,
  cases: [string, object][],
) {
  const ctx: ListContext = { db, auth: { userId: 1, sessionId: 0, rights: fullRights() }, binding };
  const schema = listQuerySchema(binding.descriptor);
  const requests: [string, () => Promise<unknown>][] = [];
  for (const [name, body] of cases) {
    const inject = () =>
      app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}` } });
    const state = schema.parse(body) as unknown as ListQuery;
    const first = await inject();
    if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body}`);
    await timed(5, inject);
    await timed(5, () => rawSearch(ctx, state));
    const api = await timed(runs, inject);
    const raw = await timed(runs, () => rawSearch(ctx, state));
    const { all_count, count_is_estimate } = first.json();
    report(`${name} (${all_count}${count_is_estimate ? '~' : ''})`, api, raw);
    requests.push([name, inject]);
  }
  return requests;
}
