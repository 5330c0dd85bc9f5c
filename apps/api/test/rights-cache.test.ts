import type { Rights } from '@trips/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGroup } from '../src/db/seed/groups.ts';
import { createRightsCache } from '../src/plugins/rights-cache.ts';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { userWith } from './support/users.ts';

describe('rights cache', () => {
  const setup = () => {
    let clock = 0;
    const loads: number[] = [];
    const cache = createRightsCache(
      async (groupId) => {
        loads.push(groupId);
        return { trips: ['view'] } as Rights;
      },
      5_000,
      () => clock,
    );
    return { cache, loads, tick: (ms: number) => (clock += ms) };
  };

  it('reads a group once while its version holds, and again after a version bump', async () => {
    const { cache, loads } = setup();
    await cache(7, 1);
    await cache(7, 1);
    expect(loads).toEqual([7]);
    await cache(7, 2);
    expect(loads).toEqual([7, 7]);
    await cache(8, 2);
    expect(loads).toEqual([7, 7, 8]);
  });

  it('reads a group again after a few seconds whatever its version', async () => {
    const { cache, loads, tick } = setup();
    await cache(7, 1);
    tick(4_999);
    await cache(7, 1);
    tick(2);
    await cache(7, 1);
    expect(loads).toEqual([7, 7]);
  });

  it('gives no rights without a group, and forgets a failed read', async () => {
    let fail = true;
    const cache = createRightsCache(async () => {
      if (fail) throw new Error('database away');
      return { trips: ['view'] } as Rights;
    });
    expect(await cache(null, null)).toEqual({});
    await expect(cache(7, 1)).rejects.toThrow('database away');
    fail = false;
    expect(await cache(7, 1)).toEqual({ trips: ['view'] });
  });
});

/** The cache must never delay a change of rights: the member's very next request sees it. */
describe.each(targets)('rights changes on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let member: { id: number; token: string };
  let groupId: number;
  const searchTrips = async () => (await post(t, '/trips/search', {}, member.token)).statusCode;
  const setTripsView = (is_active: boolean) =>
    post(
      t,
      '/edit-user-group-capabilities',
      { group_id: groupId, permission_id: 'trips', capabilities: [{ id: 'view', is_active }] },
      admin,
    );

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    member = await userWith(t, 'cached.rights@example.com', { trips: ['view'] });
    const row = await t.db
      .selectFrom('users')
      .select('group_id')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    groupId = row.group_id!;
  });
  afterAll(async () => t?.close());

  it('applies a group matrix change on the next request', async () => {
    expect(await searchTrips()).toBe(200);
    expect(await searchTrips()).toBe(200);
    expect((await setTripsView(false)).statusCode).toBe(200);
    expect(await searchTrips()).toBe(403);
    expect((await setTripsView(true)).statusCode).toBe(200);
    expect(await searchTrips()).toBe(200);
  });

  it('applies a move to another group on the next request', async () => {
    const without = await writeGroup(t.db, 'Without trips', '', {});
    const move = async (group_id: number) => {
      const profile = (await get(t, `/user/${member.id}`, admin)).json().user;
      const res = await post(t, '/edit-user', { ...profile, phone: '+34 600 000 000', group_id }, admin);
      expect(res.statusCode, res.body).toBe(200);
    };
    expect(await searchTrips()).toBe(200);
    await move(without);
    expect(await searchTrips()).toBe(403);
    await move(groupId);
    expect(await searchTrips()).toBe(200);
  });
});
