import { taskMessages } from '@trips/shared/modules/tasks/tasks.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, put } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith } from './support/people.ts';

interface Status {
  id?: number;
  name: string;
  is_closed: boolean;
}

/**
 * The task statuses are the settings list `task_statuses` (the generic walk in settings-lists.test.ts
 * covers versions, cell checks, adding and deleting); these are its own rules.
 */
describe.each(targets)('task statuses settings on %s', (target) => {
  let t: TestApp;
  let token: string;
  const url = '/settings-lists/task_statuses';

  const read = async () => (await get(t, url, token)).json() as { version: number; rows: Status[] };
  const save = (rows: Status[], version: number, deleted: number[] = []) =>
    put(t, url, { rows, deleted, version }, token);
  const names = (rows: Status[]) => rows.map((s) => s.name);
  const stored = () =>
    t.db.selectFrom('task_statuses').select(['id', 'name', 'sort']).orderBy('sort').orderBy('id').execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    token = (await memberWith(t, { tasks_settings: ['view', 'edit'] })).token;
  });
  afterAll(() => t.close());

  it('keeps at least one closed status, on the server as on the screen, and saves nothing otherwise', async () => {
    const before = await read();
    expect(before.rows).toEqual([
      { id: 1, name: 'Pending', name_es: 'Pendiente', name_de: 'Offen', is_closed: false },
      { id: 2, name: 'In progress', name_es: 'En curso', name_de: 'In Bearbeitung', is_closed: false },
      { id: 3, name: 'Completed', name_es: 'Completada', name_de: 'Erledigt', is_closed: true },
    ]);
    const noneClosed = before.rows.map((s) => ({ ...s, is_closed: false }));
    const refused = await save(noneClosed, before.version);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(taskMessages.noClosed);
    expect(refused.json().errors).toEqual([taskMessages.noClosed]);

    // Deleting the only closed status is the same mistake.
    const unused = await save(before.rows.slice(0, 2), before.version, [3]);
    expect(unused.statusCode).toBe(400);
    expect(unused.json().message).toBe(taskMessages.noClosed);
    expect(await read()).toEqual(before);
  });

  it('refuses to delete a status tasks use, naming it, and changes nothing', async () => {
    const before = await read();
    const used = await t.db
      .selectFrom('tasks')
      .select('status_id')
      // Pending (1) is a fixed row: its refusal is another rule.
      .where('status_id', '<>', 1)
      .groupBy('status_id')
      .orderBy('status_id')
      .executeTakeFirstOrThrow();
    const kept = before.rows.filter((s) => s.id !== used.status_id);
    const renamed = kept.map((s) => ({ ...s, name: `${s.name} (renamed)` }));
    const refused = await save(renamed, before.version, [used.status_id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ conflict: 'in_use', ids: [used.status_id] });
    const [row] = refused.json().rows_in_use;
    expect(row).toMatchObject({ id: used.status_id, used_by: [{ kind: 'task' }] });
    expect(refused.json().message).toMatch(new RegExp(`^${row.name} is used by \\d+ tasks? \\(.+\\)`));
    expect(await read()).toEqual(before);
  });

  it('refuses to delete Pending, which new tasks start with', async () => {
    const before = await read();
    const refused = await save(
      before.rows.filter((s) => s.id !== 1),
      before.version,
      [1],
    );
    expect(refused.statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('saves the order of the rows, swaps two names and reuses a deleted name in one save', async () => {
    const before = await read();
    const withNew = await save(
      [...before.rows, { name: 'Waiting for reply', is_closed: false }],
      before.version,
    );
    expect(withNew.statusCode, withNew.body).toBe(200);
    const added = withNew.json() as { version: number; rows: Status[] };
    const waiting = added.rows.at(-1)!;
    expect(waiting).toMatchObject({ name: 'Waiting for reply', is_closed: false });

    // Waiting moves first and becomes On hold, its old name goes to a new last row; Pending and
    // In progress swap names (the names are unique in the table, whatever the case).
    const [pending, inProgress, completed] = added.rows;
    const saved = await save(
      [
        { ...waiting, name: 'On hold' },
        { ...pending!, name: 'In progress' },
        { ...inProgress!, name: 'pending' },
        completed!,
        { name: 'Waiting for reply', is_closed: false },
      ],
      added.version,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(names(saved.json().rows)).toEqual([
      'On hold',
      'In progress',
      'pending',
      'Completed',
      'Waiting for reply',
    ]);
    expect((await stored()).map((s) => s.sort)).toEqual([1, 2, 3, 4, 5]);
    expect((await stored())[0]!.id).toBe(waiting.id);

    // Pickers offer the statuses in that order.
    const picker = (await get(t, '/lookups/task_statuses', token)).json() as { items: Status[] };
    expect(names(picker.items)).toEqual([
      'On hold',
      'In progress',
      'pending',
      'Completed',
      'Waiting for reply',
    ]);

    // Deleting a row and adding its name again (any case) in one save.
    const now = saved.json() as { version: number; rows: Status[] };
    const last = now.rows.at(-1)!;
    const reused = await save(
      [...now.rows.slice(0, -1), { name: 'WAITING FOR REPLY', is_closed: false }],
      now.version,
      [last.id!],
    );
    expect(reused.statusCode, reused.body).toBe(200);
    expect(reused.json().rows.at(-1)).toMatchObject({ name: 'WAITING FOR REPLY' });
    expect(reused.json().rows.at(-1).id).not.toBe(last.id);
  });

  it('records each changed status in the audit log', async () => {
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'settings_list.task_statuses')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('is refused to a user without the tasks settings right', async () => {
    const viewer = (await memberWith(t, { tasks_settings: ['view'] })).token;
    const before = await read();
    expect((await get(t, url, viewer)).statusCode).toBe(200);
    expect(
      (await put(t, url, { rows: before.rows, deleted: [], version: before.version }, viewer)).statusCode,
    ).toBe(403);
  });
});
