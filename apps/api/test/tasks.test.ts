import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { get, post } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { formData, upload } from './support/multipart.ts';
import { memberWith } from './support/people.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(targets)('tasks on %s', (target) => {
  let t: TestApp;
  let boss: { id: number; token: string };
  let other: { id: number; token: string };
  let viewer: { id: number; token: string };
  let provider: number;
  let location: number;

  const put = (id: number, payload: object, token = boss.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/tasks/${id}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const body = (extra: object = {}) => ({
    subject: 'Call the hotel',
    deadline: day(3),
    owner_id: boss.id,
    status_id: 1,
    object: { type: 'provider', id: provider },
    ...extra,
  });
  const create = async (extra: object = {}) => {
    const res = await post(t, '/tasks', body(extra), boss.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().task;
  };
  const del = (id: number, token = boss.token) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tasks/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const about = (type: string, id: number) => get(t, `/tasks/about/${type}/${id}`, boss.token);
  const notificationsOf = (userId: number) =>
    t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    const all = ['view', 'create', 'edit'] as const;
    boss = await memberWith(t, { tasks: [...all], tasks_settings: [...all], providers: ['view'] }, 'boss');
    other = await memberWith(t, { tasks: [...all] }, 'other');
    viewer = await memberWith(t, { tasks: ['view'] }, 'viewer');
    provider = (await t.db.selectFrom('providers').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    // The last location has no demo tasks.
    location = (
      await t.db.selectFrom('locations').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('creates a task about a provider, with its names, and audits it', async () => {
    const task = await create({ subject: '  Call the hotel ' });
    expect(task).toMatchObject({
      subject: 'Call the hotel',
      deadline: day(3),
      owner_id: boss.id,
      status_name: 'Pending',
      object_type_name: 'Provider',
      object_id: provider,
      is_overdue: false,
      is_closed: false,
      created_by_id: boss.id,
      version: 1,
    });
    expect(task.object_name).toBeTruthy();
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'task')
      .where('entity_id', '=', task.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = (await t.db.selectFrom('tasks').select('id').execute()).length;
    const cases: [object, string][] = [
      [{ deadline: '21/11/2026' }, 'deadline'],
      [{ deadline: '2026-02-30' }, 'deadline'],
      [{ owner_id: 999_999 }, 'owner_id'],
      [{ status_id: 999 }, 'status_id'],
      [{ object: { type: 'location', id: 999_999 } }, 'object'],
      [{ object: { type: 'trip', id: 999_999 } }, 'object'],
      [{ object: { type: 'invoice', id: 999_999 } }, 'object'],
      [{ subject: '   ' }, 'subject'],
    ];
    for (const [extra, field] of cases) {
      const res = await post(t, '/tasks', body(extra), boss.token);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.json().field_errors ?? {}).join(), JSON.stringify(extra)).toContain(field);
    }
    expect((await t.db.selectFrom('tasks').select('id').execute()).length).toBe(before);
  });

  it('checks permissions: view only cannot create or edit; no right cannot read', async () => {
    const task = await create();
    expect((await post(t, '/tasks', body(), viewer.token)).statusCode).toBe(403);
    expect((await put(task.id, body({ version: 1 }), viewer.token)).statusCode).toBe(403);
    expect((await get(t, `/tasks/${task.id}`, viewer.token)).statusCode).toBe(200);
    const stranger = await memberWith(t, { providers: ['view'] });
    expect((await get(t, `/tasks/${task.id}`, stranger.token)).statusCode).toBe(403);
    expect((await post(t, '/tasks/search', {}, stranger.token)).statusCode).toBe(403);
    expect((await get(t, '/settings-lists/task_statuses', other.token)).statusCode).toBe(403);
  });

  it('reassigning notifies the new owner; a stale version is a 409', async () => {
    const task = await create();
    expect(await notificationsOf(other.id)).toHaveLength(0);
    const res = await put(task.id, body({ owner_id: other.id, version: 1 }));
    expect(res.statusCode, res.body).toBe(200);
    const notes = await notificationsOf(other.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ rel_type: 'task', rel_id: task.id, from_user_id: boss.id });
    expect((await put(task.id, body({ version: 1 }))).statusCode).toBe(409);
  });

  it('completing records who and when; reopening clears it', async () => {
    const task = await create();
    const done = (await put(task.id, body({ status_id: 3, version: 1 }), other.token)).json().task;
    expect(done).toMatchObject({ is_closed: true, completed_by_name: expect.stringContaining('other') });
    expect(done.completed_at).toBeTruthy();
    const reopened = (await put(task.id, body({ status_id: 1, version: 2 }))).json().task;
    expect(reopened).toMatchObject({ completed_by_name: null, completed_at: null });
  });

  it("lists an object's tasks with counts; overdue uses the deadline", async () => {
    await create({ object: { type: 'location', id: location }, deadline: day(-2) });
    await create({ object: { type: 'location', id: location }, deadline: day(5) });
    await create({ object: { type: 'location', id: location }, deadline: day(-5), status_id: 3 });
    const res = (await about('location', location)).json();
    expect(res).toMatchObject({ all_count: 3, pending_count: 2, overdue_count: 1, has_more: false });
    expect(res.items[0].deadline).toBe(day(-5));
    expect((await about('location', 999_999)).statusCode).toBe(400);
    expect((await about('invoice', 999_999)).statusCode).toBe(400);
  });

  it('filter_id -2 lists my open tasks; providers filter by pending and overdue tasks', async () => {
    const mine = await create({ subject: 'Mine and open', owner_id: other.id });
    await create({ subject: 'Mine but done', owner_id: other.id, status_id: 3 });
    const res = (await post(t, '/tasks/search', { filter_id: -2 }, other.token)).json();
    const subjects = res.items.map((r: { subject: string }) => r.subject);
    expect(subjects).toContain('Mine and open');
    expect(subjects).not.toContain('Mine but done');
    expect(res.items.every((r: { owner_name: string }) => r.owner_name.includes('other'))).toBe(true);
    expect(mine.id).toBeGreaterThan(0);
    const boolFilter = { values: [true], filter_type: 'boolean', option_type: 'is' };
    await create({ deadline: day(-1) });
    const overdue = (
      await post(t, '/providers/search', { is_overdue_tasks: boolFilter, count: 1000 }, boss.token)
    ).json();
    expect(overdue.items.map((p: { id: number }) => p.id)).toContain(provider);
    const pending = (
      await post(
        t,
        '/providers/search',
        { is_pending_tasks: { ...boolFilter, values: [false] }, count: 1000 },
        boss.token,
      )
    ).json();
    expect(pending.items.map((p: { id: number }) => p.id)).not.toContain(provider);
  });

  it('adds notes with files and serves the file back', async () => {
    const task = await create();
    const pdf = Buffer.from('%PDF-1.4 test');
    const res = await upload(
      t,
      `/tasks/${task.id}/notes`,
      boss.token,
      formData({ comment: 'Sent the email' }, { name: 'mail.pdf', type: 'application/pdf', bytes: pdf }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [note] = res.json().items;
    expect(note).toMatchObject({ comment: 'Sent the email', file_name: 'mail.pdf' });
    const file = await t.app.inject({
      method: 'GET',
      url: note.file_path,
      headers: { authorization: `Bearer ${boss.token}` },
    });
    expect(file.body).toBe(pdf.toString());
    // A long name keeps its last 200 characters, never half of a pair (the audit could not store it).
    const emoji = { name: `${'😀'.repeat(300)}a.pdf`, type: 'application/pdf', bytes: pdf };
    const long = await upload(t, `/tasks/${task.id}/notes`, boss.token, formData({ comment: 'x' }, emoji));
    expect(long.statusCode, long.body).toBe(200);
    const names = long.json().items.map((n: { file_name: string | null }) => n.file_name);
    expect(names).toContain(`${'😀'.repeat(195)}a.pdf`);
    const empty = await upload(t, `/tasks/${task.id}/notes`, boss.token, formData({ comment: ' ' }));
    expect(empty.statusCode).toBe(400);
    expect((await upload(t, '/tasks/999999/notes', boss.token, formData({ comment: 'x' }))).statusCode).toBe(
      404,
    );
  });

  it('deletes with the edit right, with its notes and their files, audits it, and 404s afterwards', async () => {
    const task = await create();
    const pdf = { name: 'mail.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 gone') };
    const added = await upload(t, `/tasks/${task.id}/notes`, boss.token, formData({ comment: 'x' }, pdf));
    expect(added.statusCode, added.body).toBe(200);
    const { file_path } = await t.db
      .selectFrom('task_notes')
      .select('file_path')
      .where('task_id', '=', task.id)
      .executeTakeFirstOrThrow();
    const file = join(resolve(t.config.DATA_DIR), 'uploads', file_path ?? '');
    expect(existsSync(file)).toBe(true);

    expect((await del(task.id, viewer.token)).statusCode).toBe(403);
    const res = await del(task.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, messages: ['Task deleted'] });
    expect((await get(t, `/tasks/${task.id}`, boss.token)).statusCode).toBe(404);
    expect((await del(task.id)).statusCode).toBe(404);
    expect((await put(task.id, body({ version: 1 }))).statusCode).toBe(404);
    const notes = await t.db.selectFrom('task_notes').select('id').where('task_id', '=', task.id).execute();
    expect(notes).toHaveLength(0);
    expect(existsSync(file)).toBe(false);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'task')
      .where('entity_id', '=', task.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

/** Today's date in a zone, as the company calendar of that zone sees it. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

describe.each(targets)('overdue in the company time zone on %s', (target) => {
  let kiritimati: TestApp;
  let pagoPago: TestApp;
  beforeAll(async () => {
    kiritimati = await startTestApp(target, { COMPANY_TIME_ZONE: 'Pacific/Kiritimati' });
    pagoPago = await kiritimati.withSettings({ COMPANY_TIME_ZONE: 'Pacific/Pago_Pago' });
  });
  afterAll(async () => {
    await pagoPago?.close();
    await kiritimati?.close();
  });

  // Kiritimati (UTC+14) is always at least a day ahead of Pago Pago (UTC−11).
  it('judges a deadline of today in Pago Pago overdue in Kiritimati only', async () => {
    for (const [t, overdue] of [
      [kiritimati, true],
      [pagoPago, false],
    ] as const) {
      const zone = t.config.COMPANY_TIME_ZONE;
      const boss = await memberWith(t, { tasks: ['view', 'create', 'edit'] });
      const body = {
        subject: 'Zone',
        deadline: todayIn('Pacific/Pago_Pago'),
        owner_id: boss.id,
        status_id: 1,
      };
      const { task } = (await post(t, '/tasks', body, boss.token)).json();
      expect(task.is_overdue, zone).toBe(overdue);
      const search = (await post(t, '/tasks/search', { filter_id: -2 }, boss.token)).json();
      expect(search.items[0].is_overdue, zone).toBe(overdue);
    }
  });
});

describe('COMPANY_TIME_ZONE', () => {
  it('defaults to Europe/Madrid and refuses a zone that does not exist', () => {
    expect(loadConfig({}).COMPANY_TIME_ZONE).toBe('Europe/Madrid');
    expect(loadConfig({ COMPANY_TIME_ZONE: 'America/Lima' }).COMPANY_TIME_ZONE).toBe('America/Lima');
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'Mars/Olympus' })).toThrow(ConfigError);
  });
});
