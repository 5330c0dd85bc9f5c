import { fullRights, type ListQuery, listQuerySchema } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { generateTrips } from '../src/db/seed/scale/trips.ts';
import type { ListBinding } from '../src/engine/list/binding.ts';
import { exactCount } from '../src/engine/list/count.ts';
import { filteredQuery, type ListContext, ordered, pageQuery } from '../src/engine/list/query.ts';
import { findListResource, listResources } from '../src/engine/list/registry.ts';
import { searchList } from '../src/engine/list/search.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { createFixtureData, startFixtureApp } from './support/list-fixture.ts';
import { scaled } from './support/timeouts.ts';

/** The single query pages were read with before: every column of every row up to the page's end. */
const wholeRowsPage = (ctx: ListContext, state: ListQuery) =>
  ordered(ctx.binding.select(filteredQuery(ctx, state)), ctx.binding, state)
    .limit(state.count + 1)
    .offset((state.page - 1) * state.count);

/** A database handle that records the SQL of every query it runs. */
function recording(db: Database) {
  const executed: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      executed.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), executed };
}

type PlanNode = { 'Parent Relationship'?: string; 'Actual Loops': number; Plans?: PlanNode[] };
const subPlanLoops = (node: PlanNode): number[] => [
  ...(node['Parent Relationship'] === 'SubPlan' ? [node['Actual Loops']] : []),
  ...(node.Plans ?? []).flatMap(subPlanLoops),
];

/**
 * DESIGN §9: a deep page skips ids, not rows. The offset sits on a query of ids and sort keys; names and
 * other computed columns are computed for the page's rows only, in the order and with the ties the
 * one-query page had.
 */
describe.each(everyTarget)('deep list pages on %s', (target) => {
  let t: TestApp;
  let fixtureApp: FastifyInstance;
  const context = (binding: ListBinding, db: Database = t.db): ListContext => ({
    db,
    auth: { userId: 1, sessionId: 0, rights: fullRights() },
    binding,
  });
  const stateOf = (binding: ListBinding, body: object) =>
    listQuerySchema(binding.descriptor).parse({ filter_id: null, ...body }) as unknown as ListQuery;

  beforeAll(async () => {
    t = await startTestApp(target);
    await generateTrips(t.db, 300, () => {});
    await createFixtureData(t.db);
    fixtureApp = await startFixtureApp(t.db);
  });
  afterAll(async () => {
    await fixtureApp?.close();
    await t?.close();
  });

  it('puts the offset on the id query and computes names outside it', async () => {
    const trips = findListResource('trips')!;
    const { db, executed } = recording(t.db);
    const state = stateOf(trips, { page: 200, count: 50 });
    await searchList(context(trips, db), state);
    const page = executed.find((q) => q.sql.includes('"__page"'));
    expect(page, executed.map((q) => q.sql).join('\n')).toBeDefined();
    const [, ids, outer] = page!.sql.match(/^(?:.*) inner join \((select .*)\) as "__page" (.*)$/s) ?? [];
    expect(ids).toMatch(/ limit \$\d+ offset \$\d+$/);
    expect(ids).not.toMatch(/ x where x\.id = /);
    expect(outer).not.toMatch(/offset|limit/);
    expect(page!.sql).toMatch(/from "statuses" x where x\.id = "t"\."general_status_id"/);
    expect(page!.parameters).toContain(199 * 50);
  });

  it('computes the names of a deep page for its rows only', async () => {
    const trips = findListResource('trips')!;
    const state = stateOf(trips, { page: 5, count: 50, order_by: 'trip_name', order_type: 'asc' });
    const { sql: text, parameters } = pageQuery(context(trips), state).compile();
    const explained = await t.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      CompiledQuery.raw(`explain (analyze, format json) ${text}`, [...parameters]),
    );
    const raw = explained.rows[0]['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
    const loops = subPlanLoops(plan);
    expect(loops.length).toBeGreaterThan(10);
    expect(Math.max(...loops)).toBeLessThanOrEqual(state.count + 1);
    const rows = await pageQuery(context(trips), state).execute();
    expect(rows).toHaveLength(state.count + 1);
  });

  // Four queries for every sort key of every list: minutes of work beside the fuzz files on two cores, not
  // the seconds a single request test gets.
  it('answers every page of every list as the one-query page did, ties and nulls included', {
    timeout: scaled(240_000),
  }, async () => {
    const count = 7;
    for (const binding of listResources()) {
      const d = binding.descriptor;
      const total = await exactCount(t.db, filteredQuery(context(binding), stateOf(binding, {})));
      const last = Math.max(1, Math.ceil(total / count));
      // A page in the middle (inside runs of equal keys) and the last one; page 1 is every other test's.
      const pages = [...new Set([Math.ceil(last / 2), last])];
      for (const key of d.sortKeys) {
        for (const order_type of ['asc', 'desc'] as const) {
          for (const page of pages) {
            const state = stateOf(binding, { order_by: key, order_type, page, count });
            const label = `${d.name} by ${key} ${order_type}, page ${page}`;
            const expected = await wholeRowsPage(context(binding), state).execute();
            expect(await pageQuery(context(binding), state).execute(), label).toEqual(expected);
            // PGlite answers on this thread and its promises settle without a turn of the event loop: let
            // the loop run, or hundreds of queries hold it past vitest's 60 s limit for a worker's report.
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
      }
    }
  });
});
