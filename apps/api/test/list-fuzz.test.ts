import { controlKeys, dateUnits, fieldKinds, operators } from '@trips/shared';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListBinding } from '../src/engine/list/binding.ts';
import { listResources } from '../src/engine/list/registry.ts';
import { signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { listPost } from './support/list-client.ts';
import { createFixtureData, fixtureResource, startFixtureApp } from './support/list-fixture.ts';
import { runsForThisMachine, scaled } from './support/timeouts.ts';

const sqlish = fc.constantFrom(
  "'; drop table locations; --",
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  '\u0000',
  '$1',
  '2024-02-30',
  '99999999999999999999',
  '-1',
  '1e308',
);
const value = fc.oneof(
  sqlish,
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('2026-01-01', '', 0, 3),
);
const filter = fc.record(
  {
    values: fc.array(value, { maxLength: 4 }),
    filter_type: fc.oneof(fc.constantFrom(...fieldKinds), fc.string({ maxLength: 10 })),
    option_type: fc.oneof(fc.constantFrom(...operators), sqlish),
    value_type: fc.oneof(fc.constantFrom(...dateUnits), fc.string({ maxLength: 5 })),
  },
  { requiredKeys: ['values', 'filter_type', 'option_type'] },
);

function bodyFor(b: ListBinding) {
  const key = fc.oneof(fc.constantFrom(...b.descriptor.fieldNames), fc.string({ maxLength: 12 }), sqlish);
  const control = fc.record(
    {
      order_by: fc.oneof(fc.constantFrom(...b.descriptor.sortKeys), sqlish),
      order_type: fc.constantFrom('asc', 'desc', 'up'),
      page: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constant(2 ** 40)),
      count: fc.integer({ min: -1, max: 1200 }),
      search: fc.oneof(sqlish, fc.string({ maxLength: 20 })),
      filter_id: fc.constant(null),
    },
    { requiredKeys: [] },
  );
  return fc
    .tuple(fc.dictionary(key, fc.oneof(filter, value), { maxKeys: 4 }), control)
    .map(([f, c]) => ({ ...f, ...c }));
}

/** Whatever the body, a search answers 200 or 400: never a 500 from SQL built out of input. */
describe.each(targets)('list search fuzz on %s', (target) => {
  let t: TestApp;
  let fixtureApp: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    await createFixtureData(t.db);
    fixtureApp = await startFixtureApp(t.db);
    admin = await signIn(t);
  });
  afterAll(async () => {
    await fixtureApp?.close();
    await t?.close();
  });

  it(
    'answers random filter objects with 200 or 400',
    async () => {
      expect(controlKeys).toContain('filter_id');
      for (const b of listResources()) {
        const app = b.descriptor === fixtureResource ? fixtureApp : t.app;
        await fc.assert(
          fc.asyncProperty(bodyFor(b), async (body) => {
            const res = await listPost(app, `/${b.descriptor.name}/search`, body, admin);
            expect([200, 400], res.body).toContain(res.statusCode);
          }),
          { numRuns: runsForThisMachine(40) },
        );
      }
      // Every registered list, walked in turn: the limit grows with the lists (about 2 s each on a quiet machine).
    },
    scaled(120_000),
  );

  it(
    'answers well-formed filters with hostile values with 200 or 400',
    async () => {
      for (const b of listResources()) {
        const d = b.descriptor;
        const app = d === fixtureResource ? fixtureApp : t.app;
        const wellFormed = fc.constantFrom(...d.fieldNames).chain((name) =>
          fc.record({
            name: fc.constant(name),
            option_type: fc.constantFrom(...d.fields[name].operators),
            values: fc.array(value, { maxLength: 3 }),
            value_type: fc.constantFrom(...dateUnits),
          }),
        );
        await fc.assert(
          fc.asyncProperty(wellFormed, async ({ name, option_type, values, value_type }) => {
            const f = {
              values,
              filter_type: d.fields[name].kind,
              option_type,
              ...(d.fields[name].kind === 'date' ? { value_type } : {}),
            };
            const res = await listPost(app, `/${d.name}/search`, { [name]: f }, admin);
            expect([200, 400], res.body).toContain(res.statusCode);
          }),
          { numRuns: runsForThisMachine(50) },
        );
      }
    },
    scaled(120_000),
  );
});
