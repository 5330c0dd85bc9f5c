import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { signInAs, userIdOf } from './support/people.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, signInThroughForm } from './support/session.ts';

/** Delete, then the confirmation's button; the server's reason must show as an alert. */
async function refuseDelete(page: Page, reason: string) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alert').filter({ hasText: reason }).waitFor();
}

async function newTask(server: E2EServer, subject: string) {
  const admin = await userIdOf(server, ADMIN.email);
  const { id } = await server.db
    .insertInto('tasks')
    .values({
      subject,
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      owner_id: admin,
      status_id: 1,
      object_type_id: taskObjectTypes.none,
      object_id: null,
      created_by: admin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('refused actions', () => {
  const ctx = useServerAndBrowser();

  // Deletes refused because the record is in use: refused-deletes.e2e.ts.
  it('says why a Delete of something already gone is refused', async () => {
    const { page } = ctx.browser;
    const { server } = ctx;
    await signInAs(page, server, ADMIN.email, ADMIN.password);

    // A task, or a saved filter, someone removed meanwhile: the server says it is gone.
    const task = await newTask(server, 'Removed in another tab');
    await page.goto(`${server.url}/task-details/${task}`);
    await page.getByRole('heading', { name: 'Removed in another tab', level: 1 }).waitFor();
    await server.db.deleteFrom('tasks').where('id', '=', task).execute();
    await refuseDelete(page, 'unable to find task');

    const admin = await userIdOf(server, ADMIN.email);
    const { id: filter } = await server.db
      .insertInto('saved_filters')
      .values({ user_id: admin, list: 'locations', name: 'Short-lived', filters: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto(`${server.url}/locations?filter_id=${filter}`);
    await page.getByRole('button', { name: 'Short-lived' }).waitFor();
    await server.db.deleteFrom('saved_filters').where('id', '=', filter).execute();
    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'Delete “Short-lived”…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'unable to find filter' }).waitFor();
  });

  it('shows the reason once where a form lists its own errors', async () => {
    const { page } = ctx.browser;
    const reason = page.getByText('The email address or password is incorrect.');
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, 'olga@example.com', 'Wrong#123');
    await reason.first().waitFor();
    expect(await reason.count()).toBe(1);
    await signInThroughForm(page, 'olga@example.com', DEMO_PASSWORD);
    await expectPath(page, '/home');
  });
});
