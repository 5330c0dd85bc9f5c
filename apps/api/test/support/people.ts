import type { Rights } from '@trips/shared';
import { createSessionsRepo } from '../../src/modules/auth/sessions.repo.ts';
import { newToken, sha256 } from '../../src/modules/auth/tokens.ts';
import { createUserGroupsRepo } from '../../src/modules/user-groups/user-groups.repo.ts';
import type { TestApp } from './harness.ts';

let serial = 0;

/**
 * A session made straight in the database: no password hashing and no sign-in rate limit, so a test
 * may open as many as it needs. The access guard treats it like any signed-in session.
 */
export async function sessionFor(t: TestApp, userId: number): Promise<string> {
  const token = newToken();
  await createSessionsRepo(t.db).create({
    userId,
    tokenHash: sha256(token),
    remember: false,
    device: {},
    ip: null,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new active user in a new group granting exactly `rights`, with a session. */
export async function memberWith(t: TestApp, rights: Rights, label = 'member') {
  serial += 1;
  const name = `${label} ${serial} ${Math.random().toString(36).slice(2, 8)}`;
  const groupId = await createUserGroupsRepo(t.db).insertWithMatrix({ name, description: '' }, rights);
  const { id } = await t.db
    .insertInto('users')
    .values({
      first_name: 'Test',
      last_name: name,
      email: `${name.replaceAll(' ', '.')}@example.com`,
      password_hash: 'not-a-hash',
      team_id: 1,
      group_id: groupId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, groupId, token: await sessionFor(t, id) };
}
