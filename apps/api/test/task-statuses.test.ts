import { taskMessages } from '@trips/shared/modules/tasks/tasks.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith } from './support/people.ts';
import { put } from './support/providers.ts';

interface Status {
  id?: number;
  name: string;
  is_closed: boolean;
}

describe.each(targets)('task statuses settings on %s', (target) => {
  let t: TestApp;
  let token: string;

  const read = async () =>
    (await get(t, '/task-statuses', token)).json() as { version: number; statuses: Status[] };
  const items = (statuses: Status[]) => statuses.map(({ id, name, is_closed }) => ({ id, name, is_closed }));
  const save = (body: object) => put(t, '/task-statuses', body, token);

  beforeAll(async () => {
    t = await startTestApp(target);
    token = (await memberWith(t, { tasks_settings: ['view', 'edit'] })).token;
  });
  afterAll(() => t.close());

  it('counts saves in a version; a save from an older screen is a 409 that changes nothing', async () => {
    const first = await read();
    expect(first.version).toBe(1);
    const renamed = items(first.statuses).map((s, i) => (i === 0 ? { ...s, name: 'To do' } : s));
    const ok = await save({ version: first.version, items: renamed });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().version).toBe(2);
    expect(ok.json().statuses[0].name).toBe('To do');

    // A second screen opened before that save still holds version 1.
    const stale = await save({
      version: first.version,
      items: [...items(first.statuses), { name: 'Waiting for reply', is_closed: false }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(taskMessages.statusesStale);
    const after = await read();
    expect(after.version).toBe(2);
    expect(after.statuses.map((s) => s.name)).toEqual(['To do', 'In progress', 'Completed']);

    const missing = await save({ items: items(after.statuses) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toHaveProperty('version');
    const next = await save({ version: 2, items: items(after.statuses) });
    expect(next.json().version).toBe(3);
  });
});
