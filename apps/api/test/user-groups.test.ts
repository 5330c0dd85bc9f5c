import { catalogue } from '@trips/shared';
import type { UserGroup } from '@trips/shared/modules/user-groups/user-groups.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith, sessionFor, userIdOf } from './support/people.ts';

const SUPER_ADMIN = 1;
const OPERATIONS = 2;

describe.each(targets)('user groups on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let olga: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await sessionFor(t, await userIdOf(t, 'admin@example.com'));
    olga = await sessionFor(t, await userIdOf(t, 'olga@example.com'));
  });
  afterAll(() => t.close());

  const group = async (id: number) => (await get(t, `/user-group/${id}`, admin)).json().group;
  const permission = (g: UserGroup, key: string) =>
    g.sections.flatMap((s) => s.permissions).find((p) => p.id === key)!;

  it('lists groups with their member counts', async () => {
    const groups = (await post(t, '/user-groups', {}, admin)).json().groups;
    expect(groups.map((g: { name: string; users_count: number }) => [g.name, g.users_count])).toEqual([
      ['Accounting', 2],
      ['Operations', 4],
      ['Super Admin', 2],
    ]);
  });

  it('reads a group as sections → permissions → capabilities; Super Admin has everything', async () => {
    const superAdmin = await group(SUPER_ADMIN);
    expect(superAdmin.sections.map((s: { key: string }) => s.key)).toEqual(catalogue.map((s) => s.key));
    const all = superAdmin.sections.flatMap((s: { permissions: object[] }) => s.permissions);
    expect(
      all.every(
        (p: { is_active: boolean; capabilities: { is_active: boolean }[] }) =>
          p.is_active && p.capabilities.every((c) => c.is_active),
      ),
    ).toBe(true);
    expect(permission(superAdmin, 'trips')).toEqual({
      id: 'trips',
      name: 'Trips',
      is_active: true,
      capabilities: [
        { id: 'view', name: 'View', is_active: true },
        { id: 'create', name: 'Create', is_active: true },
        { id: 'edit', name: 'Edit', is_active: true },
      ],
    });
    expect((await get(t, '/user-group/999999', admin)).statusCode).toBe(404);
  });

  it('adds a group with nothing granted and refuses a duplicate or too-long name', async () => {
    const res = await post(t, '/add-user-group', { name: 'Guides', description: 'Tour guides' }, admin);
    expect(res.statusCode).toBe(200);
    const added = res.json().group;
    expect(added).toMatchObject({ name: 'Guides', users_count: 0, version: 1 });
    expect(
      added.sections
        .flatMap((s: { permissions: { is_active: boolean }[] }) => s.permissions)
        .some((p: { is_active: boolean }) => p.is_active),
    ).toBe(false);
    const dup = await post(t, '/add-user-group', { name: 'guides' }, admin);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().field_errors.name).toBe('A user group with this name already exists.');
    const long = await post(t, '/add-user-group', { name: 'g'.repeat(101) }, admin);
    expect(long.json().field_errors.name).toBe('Max length is 100 symbols');
    expect((await post(t, '/add-user-group', { name: '   ' }, admin)).json().field_errors.name).toBe(
      'Required',
    );
  });

  it('edits name and description, refusing a stale version', async () => {
    const g = (await post(t, '/add-user-group', { name: 'Drivers' }, admin)).json().group;
    const res = await post(
      t,
      '/edit-user-group',
      { id: g.id, version: g.version, name: 'Van drivers', description: 'Luggage vans' },
      admin,
    );
    expect(res.json().group).toMatchObject({ name: 'Van drivers', description: 'Luggage vans', version: 2 });
    const stale = await post(t, '/edit-user-group', { id: g.id, version: 1, name: 'Lost edit' }, admin);
    expect(stale.statusCode).toBe(409);
    expect((await post(t, '/edit-user-group', { id: 999999, version: 1, name: 'x' }, admin)).statusCode).toBe(
      404,
    );
  });

  it('refuses to delete a group that still has users, and deletes an empty one', async () => {
    const res = await post(t, '/delete-user-group', { id: OPERATIONS }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^Operations is used by 4 users \(.+\), so it cannot be deleted\. Move them to another group first\.$/,
    );
    expect(res.json().used_by).toMatchObject([{ kind: 'user', count: 4 }]);
    const g = (await post(t, '/add-user-group', { name: 'Temporary' }, admin)).json().group;
    expect((await post(t, '/delete-user-group', { id: g.id }, admin)).json().messages).toEqual([
      'User group deleted',
    ]);
    expect((await get(t, `/user-group/${g.id}`, admin)).statusCode).toBe(404);
    expect((await post(t, '/delete-user-group', { id: g.id }, admin)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'user_group')
      .where('entity_id', '=', g.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it("applies a permission change on the members' next request and tells them", async () => {
    expect((await get(t, '/outbox', olga)).statusCode).toBe(403);
    const on = await post(
      t,
      '/edit-user-group-permission',
      { group_id: OPERATIONS, permission_id: 'outbox', is_active: true },
      admin,
    );
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ success: true, message: 'Outbox enabled' });
    // the permission is on, but no capability yet
    expect((await get(t, '/outbox', olga)).statusCode).toBe(403);
    const view = await post(
      t,
      '/edit-user-group-capabilities',
      { group_id: OPERATIONS, permission_id: 'outbox', capabilities: [{ id: 'view', is_active: true }] },
      admin,
    );
    expect(view.statusCode).toBe(200);
    expect((await get(t, '/outbox', olga)).statusCode).toBe(200);
    expect((await get(t, '/get-user-permission', olga)).json().right.outbox).toEqual(['view']);
    await post(
      t,
      '/edit-user-group-permission',
      { group_id: OPERATIONS, permission_id: 'outbox', is_active: false },
      admin,
    );
    expect((await get(t, '/outbox', olga)).statusCode).toBe(403);
    const notes = await t.db
      .selectFrom('notifications')
      .select('content')
      .where('user_id', '=', await userIdOf(t, 'olga@example.com'))
      .where('content', '=', 'Your permissions were updated')
      .execute();
    expect(notes).toHaveLength(3);
    expect(permission(await group(OPERATIONS), 'outbox')).toMatchObject({
      is_active: false,
      capabilities: [{ id: 'view', is_active: true }],
    });
  });

  it("answers a matrix edit with the caller's own rights", async () => {
    const res = await post(
      t,
      '/edit-user-group-capabilities',
      {
        group_id: SUPER_ADMIN,
        permission_id: 'vat_report',
        capabilities: [{ id: 'view', is_active: false }],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().right.vat_report).toBeUndefined();
    expect(res.json().right.trips).toEqual(['view', 'create', 'edit']);
    const other = await post(
      t,
      '/edit-user-group-permission',
      { group_id: OPERATIONS, permission_id: 'vat_report', is_active: true },
      admin,
    );
    expect(other.json().right.vat_report).toBeUndefined();
    const back = await post(
      t,
      '/edit-user-group-capabilities',
      { group_id: SUPER_ADMIN, permission_id: 'vat_report', capabilities: [{ id: 'view', is_active: true }] },
      admin,
    );
    expect(back.json().right.vat_report).toEqual(['view']);
  });

  it('refuses unknown permissions, capabilities a permission lacks, and unknown groups', async () => {
    const unknown = await post(
      t,
      '/edit-user-group-permission',
      { group_id: OPERATIONS, permission_id: 'rockets', is_active: true },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    const foreign = await post(
      t,
      '/edit-user-group-capabilities',
      { group_id: OPERATIONS, permission_id: 'vat_report', capabilities: [{ id: 'edit', is_active: true }] },
      admin,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("VAT has no 'edit' capability");
    const noGroup = await post(
      t,
      '/edit-user-group-permission',
      { group_id: 999999, permission_id: 'trips', is_active: true },
      admin,
    );
    expect(noGroup.statusCode).toBe(404);
    const bad = await post(
      t,
      '/edit-user-group-capabilities',
      { group_id: OPERATIONS, permission_id: 'trips', capabilities: [{ id: 'delete', is_active: true }] },
      admin,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a change that would leave nobody able to edit user groups', async () => {
    const res = await post(
      t,
      '/edit-user-group-capabilities',
      {
        group_id: SUPER_ADMIN,
        permission_id: 'user_groups',
        capabilities: [{ id: 'edit', is_active: false }],
      },
      admin,
    );
    expect(res.statusCode).toBe(409);
    expect(permission(await group(SUPER_ADMIN), 'user_groups').capabilities[2].is_active).toBe(true);
  });

  it('lets a group without the user_groups right do nothing to groups', async () => {
    const viewer = await memberWith(t, { user_groups: ['view'] }, 'viewer');
    expect((await post(t, '/user-groups', {}, viewer.token)).statusCode).toBe(200);
    const res = await post(
      t,
      '/edit-user-group-permission',
      { group_id: viewer.groupId, permission_id: 'user_groups', is_active: true },
      viewer.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You do not have the 'edit' right on 'user_groups'.");
  });
});
