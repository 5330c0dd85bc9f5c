import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notifications/notifications.service.ts';
import { get, post } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith, sessionFor, userIdOf } from './support/people.ts';

describe.each(targets)('notifications on %s', (target) => {
  let t: TestApp;
  let me: { id: number; token: string };
  let otherId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    me = await memberWith(t, {}, 'reader');
    otherId = await userIdOf(t, 'olga@example.com');
  });
  afterAll(() => t.close());

  const count = async () => (await get(t, '/notification/count-new', me.token)).json().count;
  const page = async (body: object = {}) => (await post(t, '/notification/get', body, me.token)).json();

  it('starts empty', async () => {
    expect(await count()).toBe(0);
    expect(await page()).toEqual({ success: true, notifications: [], all_count: 0, has_more: false });
  });

  it('delivers what another module notifies, newest first, 15 a page', async () => {
    for (let i = 1; i <= 17; i++) {
      await notify(t.db, {
        userIds: [me.id],
        event: 'taskAssigned',
        params: [`Task ${i}`],
        relType: 'trip',
        relId: i,
        fromUserId: otherId,
      });
    }
    expect(await count()).toBe(17);
    const first = await page();
    expect(first.notifications).toHaveLength(15);
    expect(first).toMatchObject({ all_count: 17, has_more: true });
    expect(first.notifications[0]).toMatchObject({
      content: 'You were assigned the task "Task 17"',
      event: 'taskAssigned',
      params: ['Task 17'],
      rel_type: 'trip',
      rel_id: 17,
      is_read: 0,
      from_user_id: otherId,
      from_user_name: 'Olga Ortega',
    });
    expect(new Date(first.notifications[0].created_date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const second = await page({ page: 2, count: 15 });
    expect(second.notifications.map((n: { rel_id: number }) => n.rel_id)).toEqual([2, 1]);
    expect(second.has_more).toBe(false);
  });

  it('does not notify the actor and ignores a rel id without a type', async () => {
    const sent = await notify(t.db, {
      userIds: [me.id, me.id, otherId],
      event: 'groupChanged',
      params: ['Guides'],
      relId: 5,
      fromUserId: otherId,
    });
    expect(sent).toBe(1);
    const [latest] = (await page()).notifications;
    expect(latest).toMatchObject({ content: 'Your user group is now Guides.', rel_id: null, rel_type: null });
  });

  it('serves a notification written before kinds as its text alone', async () => {
    await t.db
      .insertInto('notifications')
      .values({ user_id: me.id, content: 'An older note', event: null })
      .execute();
    const [latest] = (await page()).notifications;
    expect(latest).toMatchObject({ content: 'An older note', event: null, params: [] });
    await t.db.deleteFrom('notifications').where('id', '=', latest.id).execute();
  });

  it('marks one as read, refusing unknown ids and ids of other users', async () => {
    const [latest] = (await page()).notifications;
    const res = await post(t, '/notification/mark-as-read', { id: latest.id }, me.token);
    expect(res.json()).toEqual({ success: true, messages: ['Notification marked as read'] });
    expect(await count()).toBe(17);
    const olgas = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', otherId)
      .executeTakeFirstOrThrow();
    expect((await post(t, '/notification/mark-as-read', { id: olgas.id }, me.token)).statusCode).toBe(404);
    expect((await post(t, '/notification/delete', { id: olgas.id }, me.token)).statusCode).toBe(404);
    expect((await post(t, '/notification/mark-as-read', { id: 999999 }, me.token)).statusCode).toBe(404);
    expect((await post(t, '/notification/mark-as-read', { id: 'x' }, me.token)).statusCode).toBe(400);
    expect((await post(t, '/notification/get', { page: 0 }, me.token)).statusCode).toBe(400);
    expect((await post(t, '/notification/get', { count: 101 }, me.token)).statusCode).toBe(400);
  });

  it('marks all as read, deletes one, then all, touching only the caller', async () => {
    const olgaBefore = await get(t, '/notification/count-new', await sessionFor(t, otherId));
    expect((await post(t, '/notification/mark-all-as-read', {}, me.token)).json().success).toBe(true);
    expect(await count()).toBe(0);
    const [latest] = (await page()).notifications;
    expect((await post(t, '/notification/delete', { id: latest.id }, me.token)).json().messages).toEqual([
      'Notification deleted',
    ]);
    expect((await page()).all_count).toBe(17);
    expect((await post(t, '/notification/delete-all', {}, me.token)).statusCode).toBe(200);
    expect((await page()).all_count).toBe(0);
    const olgaAfter = await get(t, '/notification/count-new', await sessionFor(t, otherId));
    expect(olgaAfter.json().count).toBe(olgaBefore.json().count);
  });
});
