import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { fillDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs, userIdOf } from './support/people.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, expectPathLike, see } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

const counts = async (page: Page) => (await page.getByLabel('Task counts').textContent()) ?? '';
const yesterday = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

describe('tasks', () => {
  const ctx = useServerAndBrowser();

  it('creates an overdue task on a trip, reassigns it with a notification, completes it', async () => {
    const { page } = ctx.browser;
    // A demo trip no demo task is about.
    const trip = await ctx.server.db
      .selectFrom('trips')
      .select(['id', 'trip_name as name'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('tasks')
              .select('tasks.id')
              .where('object_type_id', '=', 2)
              .whereRef('object_id', '=', 'trips.id'),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const tripPath = `/trip-details/${trip.id}`;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    await page.goto(`${ctx.server.url}${tripPath}`);
    await expect.poll(() => counts(page), { timeout: scaled(10_000) }).toMatch(/All 0/);

    await page.getByRole('link', { name: 'Add task' }).click();
    await expectPath(page, '/add-task');
    await see(page, trip.name);
    await page.getByLabel('Subject').fill('Check the new meeting point');
    await fillDate(page.getByLabel('Deadline'), yesterday());
    await page.getByRole('button', { name: 'Create task' }).click();
    await see(page, 'Task created');
    await expectPathLike(page, /^\/task-details\/\d+$/);
    const taskPath = new URL(page.url()).pathname;
    // The new-task form stays on screen until the detail screen has loaded.
    await page.getByRole('heading', { name: 'Check the new meeting point' }).waitFor();

    await page.getByRole('link', { name: trip.name }).click();
    await expectPath(page, tripPath);
    await expect
      .poll(() => counts(page), { timeout: scaled(10_000) })
      .toMatch(/All 1\s*Pending 1\s*Overdue 1/);
    await see(page, 'Check the new meeting point');
    await settle(page);
    await ctx.browser.screenshot('trip-tasks');

    await page.getByRole('link', { name: 'Check the new meeting point' }).click();
    await expectPath(page, taskPath);
    await page.getByRole('combobox', { name: 'Owner', exact: true }).click();
    await page.getByRole('option', { name: 'Pablo Prieto' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await see(page, 'Task saved');
    await settle(page);
    await ctx.browser.screenshot('task-details');

    const pablo = await openBrowser();
    try {
      const other = pablo.page;
      await signInAs(other, ctx.server, 'pablo@example.com', DEMO_PASSWORD);
      const bell = other.getByRole('button', { name: /^Notifications/ });
      await expect
        .poll(() => bell.getAttribute('aria-label'), { timeout: scaled(10_000) })
        .toBe('Notifications, 1 unread');
      await bell.click();
      await other
        .getByRole('button', { name: /^Unread: You were assigned the task "Check the new meeting point"/ })
        .click();
      await expectPath(other, taskPath);
      await other.getByRole('combobox', { name: 'Status' }).click();
      await other.getByRole('option', { name: 'Completed' }).click();
      await other.getByRole('button', { name: 'Save' }).click();
      await see(other, /Completed by Pablo Prieto/);
      await other.goto(`${ctx.server.url}${tripPath}`);
      await expect
        .poll(() => counts(other), { timeout: scaled(10_000) })
        .toMatch(/All 1\s*Pending 0\s*Overdue 0/);
      await other.goto(`${ctx.server.url}/tasks`);
      await see(other, 'Check luggage pick-up times');
      await settle(other);
      await pablo.screenshot('tasks-list');
    } finally {
      await pablo.close();
    }
  });

  it('deletes a task from its detail page after a confirmation, back on the list without it', async () => {
    const { page } = ctx.browser;
    const admin = await userIdOf(ctx.server, ADMIN.email);
    const task = (subject: string) => ({
      subject,
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      owner_id: admin,
      status_id: 1,
      object_type_id: 1,
      created_by: admin,
    });
    const { id } = await ctx.server.db
      .insertInto('tasks')
      .values(task('Throwaway reminder'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.server.db.insertInto('tasks').values(task('Reminder that stays')).execute();
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, `/task-details/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Throwaway reminder' }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.getByRole('link').allTextContents()).toEqual(['Tasks']);

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete task' });
    await dialog.getByText('Delete “Throwaway reminder” with its notes?').waitFor();
    await settle(page);
    await ctx.browser.screenshot('task-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await see(page, 'Task deleted');
    await expectPath(page, '/tasks');
    await page.getByRole('link', { name: 'Reminder that stays' }).waitFor();
    await expect.poll(() => page.getByText('Throwaway reminder').count()).toBe(0);
    const left = await ctx.server.db.selectFrom('tasks').select('id').where('id', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('adds a status, moves it into place, keeps a closed one and a used one, and keeps edits when stale', async () => {
    const { page } = ctx.browser;
    const status = (name: string) => page.getByRole('textbox', { name: `Status: ${name}`, exact: true });
    const closes = (name: string) => page.getByRole('switch', { name: `Completes the task: ${name}` });
    const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
    const stored = async () =>
      (
        await ctx.server.db.selectFrom('task_statuses').select('name').orderBy('sort').orderBy('id').execute()
      ).map((s) => s.name);
    const version = async () =>
      (
        await ctx.server.db
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'list.task_statuses.version')
          .executeTakeFirst()
      )?.value ?? 1;

    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/tasks-settings');
    await page.getByRole('table', { name: 'Task statuses' }).waitFor();
    expect(await closes('Completed').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await status('new row 1').fill('Waiting for reply');
    // A new status does not complete tasks until switched on.
    expect(await closes('new row 1').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Move new row 1 up' }).click();
    await page.getByRole('button', { name: 'Move new row 1 up' }).click();
    expect(await page.getByRole('button', { name: 'Move Pending up' }).isDisabled()).toBe(true);
    await save();
    await see(page, 'Task statuses saved');
    await expect.poll(stored).toEqual(['Pending', 'Waiting for reply', 'In progress', 'Completed']);
    await settle(page);
    await ctx.browser.screenshot('tasks-settings');

    // The pickers offer them in that order.
    await page.goto(`${ctx.server.url}/add-task`);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await expect
      .poll(() => page.getByRole('option').allTextContents())
      .toEqual(['Pending', 'Waiting for reply', 'In progress', 'Completed']);

    // No status left that completes tasks: the shared rule, before anything is sent.
    await page.goto(`${ctx.server.url}/tasks-settings`);
    await page.getByRole('table', { name: 'Task statuses' }).waitFor();
    const before = await version();
    await closes('Completed').uncheck();
    await save();
    await see(page, 'Keep at least one closed status, so tasks can be completed.');
    expect(await version()).toBe(before);
    await closes('Completed').check();

    // Pending is what new tasks start with: it cannot be deleted at all.
    expect(await page.getByRole('button', { name: 'Delete Pending' }).count()).toBe(0);
    await see(page, 'Pending is needed by the product and cannot be deleted');
    // Tasks use In progress: it comes back, the other edit stays on screen.
    await status('Waiting for reply').fill('Waiting for the customer');
    await page.getByRole('button', { name: 'Delete In progress' }).click();
    await save();
    await see(page, '“In progress” is used by:');
    await see(page, /\d+ tasks?: /);
    await status('In progress').waitFor();
    expect(await status('Waiting for reply').inputValue()).toBe('Waiting for the customer');
    expect(await version()).toBe(before);

    // Someone else saves the statuses meanwhile: this screen's save is refused and its edit kept.
    await ctx.server.db
      .updateTable('settings')
      .set({ value: JSON.stringify(99) })
      .where('key', '=', 'list.task_statuses.version')
      .execute();
    await save();
    await see(page, 'This list was changed by someone else');
    expect(await status('Waiting for reply').inputValue()).toBe('Waiting for the customer');
    await settle(page);
    await ctx.browser.screenshot('tasks-settings-stale');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => status('Waiting for reply').inputValue()).toBe('Waiting for reply');
    await status('Waiting for reply').fill('Waiting for the customer');
    await save();
    await see(page, 'Task statuses saved');
    await expect.poll(stored).toContain('Waiting for the customer');
  });
});
