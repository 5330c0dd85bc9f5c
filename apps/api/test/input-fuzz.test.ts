import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from '../src/plugins/access-guard.ts';
import { get } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import {
  hostileSegments,
  hostileValueOf,
  type InputOptions,
  sweepOf,
  toJson,
  validSegment,
  validValue,
} from './support/hostile-input.ts';
import { sessionFor, userIdOf } from './support/people.ts';
import { runsForThisMachine, scaled } from './support/timeouts.ts';

/** Random requests per route after the sweep: 10 on two cores, more where the machine has more. */
const RUNS_PER_ROUTE = runsForThisMachine(5);

/** A request before it is written: path parameters and query values URL-encoded, the body as a value. */
interface Input {
  params: string[];
  query: (string | null)[];
  body?: unknown;
}

const label = (r: GuardedRoute) => `${r.method} ${r.url}`;
const hasBody = (r: GuardedRoute) => ['POST', 'PUT', 'PATCH'].includes(r.method);
const shapeOf = (schema: unknown) => (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
const paramsOf = (r: GuardedRoute) =>
  [...r.url.matchAll(/:(\w+)/g)].map((m): [string, unknown] => [m[1], shapeOf(r.schema?.params)[m[1]]]);
const queryOf = (r: GuardedRoute) => Object.entries(shapeOf(r.schema?.querystring));

function written(route: GuardedRoute, { params, query, body }: Input) {
  let i = 0;
  const path = route.url.replace(/:\w+/g, () => params[i++]);
  const search = queryOf(route)
    .flatMap(([key], j) => (query[j] === null ? [] : [`${key}=${query[j]}`]))
    .join('&');
  return { url: search ? `${path}?${search}` : path, payload: body === undefined ? undefined : toJson(body) };
}

function validInput(route: GuardedRoute, o: InputOptions): fc.Arbitrary<Input> {
  return fc.record({
    params: fc.tuple(...paramsOf(route).map(([name, p]) => validSegment(p, o, name))),
    query: fc.tuple(...queryOf(route).map(([name, q]) => fc.option(validSegment(q, o, name)))),
    body: hasBody(route) && route.schema?.body ? validValue(route.schema.body, o) : fc.constant(undefined),
  });
}

const replaced = <T>(list: T[], i: number, value: T) => list.map((v, j) => (j === i ? value : v));

/** Every body part, path parameter and query value in turn meets the first hostile values of its type. */
function sweep(route: GuardedRoute, o: InputOptions): Input[] {
  const [valid] = fc.sample(validInput(route, o), { numRuns: 1, seed: 2026 });
  const first = hostileSegments.slice(0, 3);
  const inPath = valid.params.flatMap((_, i) =>
    first.map((h) => ({ ...valid, params: replaced(valid.params, i, h) })),
  );
  const inQuery = valid.query.flatMap((_, i) =>
    first.map((h) => ({ ...valid, query: replaced(valid.query, i, h) })),
  );
  const inBody = hasBody(route) ? sweepOf(valid.body).map((body) => ({ ...valid, body })) : [];
  return [valid, ...inPath, ...inQuery, ...inBody];
}

/** Random requests: each path parameter, query value and the body valid or hostile, in part or whole. */
function hostileInput(route: GuardedRoute, o: InputOptions): fc.Arbitrary<Input> {
  const segment = ([name, schema]: [string, unknown]) =>
    fc.oneof({ arbitrary: validSegment(schema, o, name), weight: 2 }, fc.constantFrom(...hostileSegments));
  return fc.record({
    params: fc.tuple(...paramsOf(route).map(segment)),
    query: fc.tuple(...queryOf(route).map((q) => fc.option(segment(q)))),
    body: hasBody(route) ? hostileValueOf(route.schema?.body, o) : fc.constant(undefined),
  });
}

/** Routes that delete rows go last, so the routes before them still find the demo rows to work on. */
const deletesLast = (a: GuardedRoute, b: GuardedRoute) =>
  Number(a.method === 'DELETE') - Number(b.method === 'DELETE');

/** Whatever arrives in a body, a query or a path, the answer is 2xx or 4xx: a 5xx is a bug. */
describe.each(targets)('hostile input on every route on %s', (target) => {
  let t: TestApp;
  let adminId: number;
  let admin: string;
  let options: InputOptions;

  beforeAll(async () => {
    t = await startTestApp(target);
    adminId = await userIdOf(t, 'admin@example.com');
    admin = await sessionFor(t, adminId);
    const { group_id } = await t.db
      .selectFrom('users')
      .select('group_id')
      .where('id', '=', adminId)
      .executeTakeFirstOrThrow();
    // Inputs edit users and groups by the ids they carry: never the admin's own. Moved to another group, or
    // with its group's rights switched off, the admin would meet 403 on every later route and test nothing.
    options = { avoid: [adminId, group_id ?? 0] };
  });
  afterAll(() => t?.close());

  /** POST /logout ends the session it is called with, so each call gets a session of its own. */
  const tokenFor = async (route: GuardedRoute) =>
    label(route) === 'POST /api/v1/logout' ? sessionFor(t, adminId) : admin;

  async function send(route: GuardedRoute, input: Input) {
    const { url, payload } = written(route, input);
    const json = payload === undefined ? {} : { 'content-type': 'application/json' };
    const res = await t.app.inject({
      method: route.method as 'GET',
      url,
      payload,
      headers: { authorization: `Bearer ${await tokenFor(route)}`, ...json },
    });
    const request = `${url.slice(0, 200)} ${payload?.slice(0, 300) ?? ''}`;
    return { status: res.statusCode, failure: `${label(route)} → ${res.statusCode} for ${request}` };
  }

  const rightsOfAdmin = async () => (await get(t, '/get-user-permission', admin)).json().right;

  it('never answers a 5xx to hostile bodies, queries or path parameters', {
    timeout: scaled(900_000),
  }, async () => {
    const routes = t.app.guardedRoutes.filter((r) => r.method !== 'HEAD').sort(deletesLast);
    expect(routes.length).toBeGreaterThan(30);
    const rights = await rightsOfAdmin();
    const problems: string[] = [];
    for (const route of routes) {
      for (const input of sweep(route, options)) {
        const { status, failure } = await send(route, input);
        if (status >= 500) problems.push(failure);
      }
      let failure = '';
      const property = fc.asyncProperty(hostileInput(route, options), async (input) => {
        const answer = await send(route, input);
        if (answer.status < 500) return;
        failure = answer.failure;
        throw new Error(failure);
      });
      await fc
        .assert(property, { numRuns: RUNS_PER_ROUTE, endOnFailure: true })
        .catch((error) => problems.push(failure || `${label(route)}: ${String(error).slice(0, 300)}`));
      // A walk that locked the admin out would pass on 403s alone.
      expect(await rightsOfAdmin(), `the admin's rights after ${label(route)}`).toEqual(rights);
    }
    expect(problems).toEqual([]);
  });
});
