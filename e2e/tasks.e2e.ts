import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, expectPathLike, see } from './support/session.ts';

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
    await expect.poll(() => counts(page), { timeout: 10_000 }).toMatch(/All 0/);

    await page.getByRole('link', { name: 'Add task' }).click();
    await expectPath(page, '/add-task');
    await see(page, trip.name);
    await page.getByLabel('Subject').fill('Check the new meeting point');
    await page.getByLabel('Deadline').fill(yesterday());
    await page.getByRole('button', { name: 'Create task' }).click();
    await see(page, 'Task created');
    await expectPathLike(page, /^\/task-details\/\d+$/);
    const taskPath = new URL(page.url()).pathname;
    // The new-task form stays on screen until the detail screen has loaded.
    await page.getByRole('heading', { name: 'Check the new meeting point' }).waitFor();

    await page.getByRole('link', { name: trip.name }).click();
    await expectPath(page, tripPath);
    await expect.poll(() => counts(page), { timeout: 10_000 }).toMatch(/All 1\s*Pending 1\s*Overdue 1/);
    await see(page, 'Check the new meeting point');
    await settle(page);
    await ctx.browser.screenshot('trip-tasks');

    await page.getByRole('link', { name: 'Check the new meeting point' }).click();
    await expectPath(page, taskPath);
    await page.getByRole('textbox', { name: 'Owner', exact: true }).click();
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
        .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
        .toBe('Notifications, 1 unread');
      await bell.click();
      await other
        .getByRole('button', { name: /^Unread: You were assigned the task "Check the new meeting point"/ })
        .click();
      await expectPath(other, taskPath);
      await other.getByRole('textbox', { name: 'Status' }).click();
      await other.getByRole('option', { name: 'Completed' }).click();
      await other.getByRole('button', { name: 'Save' }).click();
      await see(other, /Completed by Pablo Prieto/);
      await other.goto(`${ctx.server.url}${tripPath}`);
      await expect.poll(() => counts(other), { timeout: 10_000 }).toMatch(/All 1\s*Pending 0\s*Overdue 0/);
      await other.goto(`${ctx.server.url}/tasks`);
      await see(other, 'Check luggage pick-up times');
      await settle(other);
      await pablo.screenshot('tasks-list');
    } finally {
      await pablo.close();
    }
  });

  it('shows the task settings with a new status to save', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.goto(`${ctx.server.url}/tasks-settings`);
    await see(page, 'Completes the task');
    await page.getByRole('button', { name: 'New status' }).click();
    await page.getByLabel('Status 4 name').fill('Waiting for reply');
    await page.getByRole('button', { name: 'Save' }).click();
    await see(page, 'Task settings saved');
    await settle(page);
    await ctx.browser.screenshot('tasks-settings');

    // Someone else saves the statuses meanwhile: this screen's save is refused and its edit kept.
    await ctx.server.db
      .updateTable('settings')
      .set({ value: JSON.stringify(99) })
      .where('key', '=', 'task_statuses.version')
      .execute();
    await page.getByLabel('Status 4 name').fill('Waiting for the customer');
    await page.getByRole('button', { name: 'Save' }).click();
    await see(page, 'This list of task statuses was changed by someone else');
    expect(await page.getByLabel('Status 4 name').inputValue()).toBe('Waiting for the customer');
    await settle(page);
    await ctx.browser.screenshot('tasks-settings-stale');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByLabel('Status 4 name').inputValue()).toBe('Waiting for reply');
    await page.getByLabel('Status 4 name').fill('Waiting for the customer');
    await page.getByRole('button', { name: 'Save' }).click();
    await see(page, 'Task settings saved');
  });
});
