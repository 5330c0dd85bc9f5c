import { kindOperators, operators } from '@trips/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListBinding } from '../src/engine/list/binding.ts';
import { listResources } from '../src/engine/list/registry.ts';
import { signIn } from './support/auth.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { allRows, listPost } from './support/list-client.ts';
import { createFixtureData, fixtureResource, startFixtureApp } from './support/list-fixture.ts';
import { casesFor, ranks, truthRows } from './support/list-oracle.ts';
import { createListVariety } from './support/list-variety.ts';
import { createReportVariety } from './support/report-variety.ts';
import { scaled } from './support/timeouts.ts';
import { userWith } from './support/users.ts';

/**
 * DESIGN §8: one test walks every registered list resource — every filter field with every operator,
 * every sort both ways, paging and totals, bad input, and the view right. A list registered later is
 * covered without touching this file.
 */
describe.each(everyTarget)('list engine on %s', (target) => {
  let t: TestApp;
  let fixtureApp: FastifyInstance;
  let admin: string;
  let nobody: string;
  // No saved filter or preset (tasks default to -2, "my open tasks"): the whole list.
  const whole = { filter_id: null };
  const appFor = (b: ListBinding) => (b.descriptor === fixtureResource ? fixtureApp : t.app);

  beforeAll(async () => {
    t = await startTestApp(target);
    await createFixtureData(t.db);
    await createListVariety(t.db);
    await createReportVariety(t.db);
    fixtureApp = await startFixtureApp(t.db);
    admin = await signIn(t);
    nobody = (await userWith(t, 'nobody@example.com')).token;
  });
  afterAll(async () => {
    await fixtureApp?.close();
    await t?.close();
  });

  it('has list resources registered, the fixture among them', () => {
    const names = listResources().map((b) => b.descriptor.name);
    expect(names).toEqual(expect.arrayContaining(['locations', 'fixture_items']));
  });

  it(
    'filters every field with every operator to exactly the matching rows',
    async () => {
      for (const b of listResources()) {
        const d = b.descriptor;
        const truth = await truthRows(t.db, b);
        for (const name of d.fieldNames) {
          const cases = await casesFor(t.db, d.fields[name], truth, name);
          const operatorsSeen = new Set(cases.map((c) => c.filter.option_type));
          expect([...operatorsSeen].sort(), `${d.name}.${name}`).toEqual(
            [...d.fields[name].operators].sort(),
          );
          let narrowing = 0;
          for (const c of cases) {
            const { rows, all_count } = await allRows(appFor(b), d.name, { [name]: c.filter }, admin);
            const expected = truth.filter((r) => c.matches(r[name])).map((r) => r.id);
            const label = `${d.name}.${name} ${JSON.stringify(c.filter)}`;
            expect(
              rows.map((r) => r.id).sort((x, y) => x - y),
              label,
            ).toEqual(expected.sort((x, y) => x - y));
            expect(all_count, label).toBe(expected.length);
            if (expected.length > 0 && expected.length < truth.length) narrowing++;
          }
          expect(
            narrowing,
            `${d.name}.${name}: some filter should keep some rows and drop others`,
          ).toBeGreaterThan(0);
        }
      }
      // Its work grows with every list registered: a minute is not enough for all of them on a loaded machine.
    },
    scaled(180_000),
  );

  it('sorts by every sort key both ways, ties broken by id', async () => {
    for (const b of listResources()) {
      const d = b.descriptor;
      for (const key of d.sortKeys) {
        for (const dir of ['asc', 'desc'] as const) {
          const { rows } = await allRows(appFor(b), d.name, { order_by: key, order_type: dir }, admin);
          const rank = await ranks(t.db, b, key, dir);
          for (let i = 1; i < rows.length; i++) {
            const [prev, next] = [rows[i - 1].id, rows[i].id];
            const label = `${d.name} by ${key} ${dir} at ${i}`;
            expect(rank.get(next)!, label).toBeGreaterThanOrEqual(rank.get(prev)!);
            if (rank.get(next) === rank.get(prev))
              expect(dir === 'asc' ? next > prev : next < prev, label).toBe(true);
          }
        }
      }
    }
  });

  it('pages without overlap and with consistent totals', async () => {
    for (const b of listResources()) {
      const d = b.descriptor;
      const total = (await truthRows(t.db, b)).length;
      const page = async (n: number) =>
        (await listPost(appFor(b), `/${d.name}/search`, { ...whole, page: n, count: 7 }, admin)).json();
      const [one, two] = [await page(1), await page(2)];
      const ids = (p: { items: { id: number }[] }) => p.items.map((r) => r.id);
      expect(ids(one).filter((id) => ids(two).includes(id))).toEqual([]);
      expect(one).toMatchObject({
        page: 1,
        count: 7,
        all_count: total,
        count_is_estimate: false,
        has_more: total > 7,
      });
      expect(two.all_count).toBe(total);
      const { rows } = await allRows(appFor(b), d.name, whole, admin);
      expect([...ids(one), ...ids(two)]).toEqual(rows.slice(0, 14).map((r) => r.id));
    }
  });

  it('returns the descriptor columns in every row', async () => {
    for (const b of listResources()) {
      const res = await listPost(appFor(b), `/${b.descriptor.name}/search`, { ...whole, count: 1 }, admin);
      const [row] = res.json().items;
      for (const c of b.descriptor.columns)
        expect(row, `${b.descriptor.name}.${c.slug}`).toHaveProperty(c.slug);
    }
  });

  it('rejects unknown fields, wrong kinds and wrong operators with 400', async () => {
    for (const b of listResources()) {
      const d = b.descriptor;
      const search = (body: object) => listPost(appFor(b), `/${d.name}/search`, body, admin);
      expect(
        (await search({ no_such_field: { values: ['x'], filter_type: 'text', option_type: 'contains' } }))
          .statusCode,
      ).toBe(400);
      expect((await search({ order_by: 'no_such_field' })).statusCode).toBe(400);
      for (const name of d.fieldNames) {
        const field = d.fields[name];
        const wrongOp = operators.find((op) => !field.operators.includes(op))!;
        // A tags filter also takes the spec's text / contains shape (filter.schema.ts): numeric is wrong for it.
        const wrongKind = field.kind === 'text' || field.kind === 'tags' ? 'numeric' : 'text';
        const bad = [
          { values: [], filter_type: field.kind, option_type: wrongOp },
          { values: [], filter_type: wrongKind, option_type: kindOperators[wrongKind][0] },
        ];
        for (const filter of bad)
          expect((await search({ [name]: filter })).statusCode, `${d.name}.${name}`).toBe(400);
      }
    }
  });

  it('refuses search and export without the view right, and without a session', async () => {
    for (const b of listResources()) {
      const name = b.descriptor.name;
      expect((await listPost(appFor(b), `/${name}/search`, {}, nobody)).statusCode).toBe(403);
      expect((await listPost(appFor(b), `/${name}/export`, { format: 'csv' }, nobody)).statusCode).toBe(403);
      expect((await listPost(appFor(b), `/${name}/search`, {}, 'not-a-token')).statusCode).toBe(401);
    }
  });

  it('exports exactly the rows the search finds', async () => {
    for (const b of listResources()) {
      const name = b.descriptor.name;
      const { all_count } = await allRows(appFor(b), name, whole, admin);
      const res = await listPost(appFor(b), `/${name}/export`, { ...whole, format: 'csv' }, admin);
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-total-rows'])).toBe(all_count);
    }
  });
});
