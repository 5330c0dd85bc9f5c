import type { Rights } from '@trips/shared';
import { writeGroup } from '../../src/db/seed/groups.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { DEMO_PASSWORD, signIn } from './auth.ts';
import type { TestApp } from './harness.ts';

/** A signed-in user whose group grants exactly `rights` (none by default). */
export async function userWith(t: TestApp, email: string, rights: Rights = {}) {
  const group = await writeGroup(t.db, `Group of ${email}`, '', rights);
  const user = await t.db
    .insertInto('users')
    .values({
      first_name: 'Test',
      last_name: email,
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      team_id: 1,
      group_id: group,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, token: await signIn(t, email, DEMO_PASSWORD) };
}
