import { catalogue, type PermissionRule } from '@trips/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardedRoute } from '../src/plugins/access-guard.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith, sessionFor, userIdOf } from './support/people.ts';

/**
 * Walks every route the app registered. A route without a rule cannot even be registered; a route that
 * is public or open to any signed-in user must be listed here on purpose, with its reason.
 */
const PUBLIC = [
  'POST /api/v1/login',
  'POST /api/v1/verify',
  'GET /api/v1/altcha/challenge',
  'POST /api/v1/forgot-password',
  'POST /api/v1/reset-password',
  // an <img> sends no token: the 128-bit random file name guards it
  'GET /api/v1/avatars/:file',
  'GET /api/v1/brandings/logos/:file',
  // a provider answers a booking request without an account: the signed, single-use link guards it
  'GET /api/v1/provider-response/:token',
  'POST /api/v1/provider-response/:token',
  // travellers fill in their details without an account: the signed, revocable, expiring link guards it
  'GET /api/v1/traveller/:token',
  'PUT /api/v1/traveller/:token',
  'GET /api/v1/traveller/:token/pack',
];
const ANY_SIGNED_IN = [
  'POST /api/v1/logout',
  // each user's own interface language, for themselves only
  'PUT /api/v1/profile/language',
  'GET /api/v1/get-user-permission',
  // each user's own notifications, scoped in SQL
  'GET /api/v1/notification/count-new',
  'POST /api/v1/notification/get',
  'POST /api/v1/notification/mark-as-read',
  'POST /api/v1/notification/mark-all-as-read',
  'POST /api/v1/notification/delete',
  'POST /api/v1/notification/delete-all',
  // reference lists for pickers
  'GET /api/v1/user-teams',
  'GET /api/v1/lookups',
  'GET /api/v1/lookups/:name',
  'POST /api/v1/locations/options',
  // each user's own saved filters and columns; the service checks the list's view right
  'POST /api/v1/saved-filters/list',
  'POST /api/v1/saved-filters/save',
  'POST /api/v1/saved-filters/delete',
  'POST /api/v1/column-lists/get',
  'POST /api/v1/column-lists/save',
];

const label = (r: GuardedRoute) => `${r.method} ${r.url}`;
const isRule = (r: GuardedRoute): r is GuardedRoute & { access: PermissionRule } =>
  typeof r.access === 'object';

function call(t: TestApp, route: GuardedRoute, token?: string) {
  const url = route.url
    .replace(/:id2?\b/g, '999999')
    .replace(/:\w+/g, 'x')
    .replace('*', 'x');
  const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url,
    ...(withBody ? { payload: {} } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Calls every route and returns those whose status breaks the expectation, for one readable failure. */
async function offenders(
  t: TestApp,
  routes: GuardedRoute[],
  token: (r: GuardedRoute) => Promise<string | undefined>,
  wrong: (status: number) => boolean,
) {
  const found: string[] = [];
  for (const route of routes) {
    const res = await call(t, route, await token(route));
    if (wrong(res.statusCode)) found.push(`${label(route)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  return found;
}

describe.each(targets)('authorization of every route on %s', (target) => {
  let t: TestApp;
  let routes: GuardedRoute[];
  let adminId: number;
  let nobodyId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    routes = t.app.guardedRoutes.filter((r) => r.method !== 'HEAD');
    adminId = await userIdOf(t, 'admin@example.com');
    nobodyId = (await memberWith(t, {}, 'nobody')).id;
  });
  afterAll(() => t.close());

  it('opens a route to strangers or to any signed-in user only where listed', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(
      routes
        .filter((r) => r.access === 'public')
        .map(label)
        .sort(),
    ).toEqual([...PUBLIC].sort());
    expect(
      routes
        .filter((r) => r.access === 'authenticated')
        .map(label)
        .sort(),
    ).toEqual([...ANY_SIGNED_IN].sort());
  });

  it('names only permissions and capabilities of the catalogue', () => {
    const known = new Map(catalogue.flatMap((s) => s.permissions).map((p) => [p.key, p.capabilities]));
    const unknown = routes
      .filter(isRule)
      .filter((r) => !known.get(r.access.permission)?.includes(r.access.capability));
    expect(unknown.map(label)).toEqual([]);
  });

  it('answers 401 without a token on every route that is not public', async () => {
    const guarded = routes.filter((r) => r.access !== 'public');
    expect(
      await offenders(
        t,
        guarded,
        async () => undefined,
        (s) => s !== 401,
      ),
    ).toEqual([]);
  });

  it('answers 401 with a revoked or unknown token', async () => {
    const route = routes.find((r) => label(r) === 'GET /api/v1/notification/count-new')!;
    expect((await call(t, route, 'not-a-token')).statusCode).toBe(401);
  });

  it('answers 403 to a user whose group lacks the capability', async () => {
    const ruled = routes.filter(isRule);
    expect(
      await offenders(
        t,
        ruled,
        () => sessionFor(t, nobodyId),
        (s) => s !== 403,
      ),
    ).toEqual([]);
  });

  it('lets through a user whose group has exactly that capability, and the Super Admin', async () => {
    const ruled = routes.filter(isRule);
    const holders = new Map<string, number>();
    for (const { access } of ruled) {
      const key = `${access.permission}.${access.capability}`;
      if (!holders.has(key))
        holders.set(key, (await memberWith(t, { [access.permission]: [access.capability] }, key)).id);
    }
    const exact = (r: GuardedRoute & { access: PermissionRule }) =>
      sessionFor(t, holders.get(`${r.access.permission}.${r.access.capability}`)!);
    const blocked = (s: number) => s === 401 || s === 403;
    expect(
      await offenders(t, ruled, (r) => exact(r as GuardedRoute & { access: PermissionRule }), blocked),
    ).toEqual([]);
    expect(await offenders(t, ruled, () => sessionFor(t, adminId), blocked)).toEqual([]);
  });

  it('lets any signed-in user through the routes open to every signed-in user', async () => {
    const open = routes.filter((r) => r.access === 'authenticated');
    const blocked = (s: number) => s === 401 || s === 403;
    expect(await offenders(t, open, () => sessionFor(t, nobodyId), blocked)).toEqual([]);
  });
});
