import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs, userIdOf } from './support/people.ts';
import { idOf, pick } from './support/providers.ts';
import { ADMIN, expectPath, expectPathLike, see } from './support/session.ts';

const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

describe('tasks about objects', () => {
  const ctx = useServerAndBrowser();

  it("pages a location's tasks 25 at a time in the task modal", async () => {
    const { page } = ctx.browser;
    const location = await ctx.server.db
      .selectFrom('locations')
      .select(['id', 'name'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const admin = await userIdOf(ctx.server, ADMIN.email);
    await ctx.server.db
      .insertInto('tasks')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          subject: `Bulk task ${String(i + 1).padStart(2, '0')}`,
          deadline: `2030-01-${String(i + 1).padStart(2, '0')}`,
          owner_id: admin,
          created_by: admin,
          status_id: 1,
          object_type_id: 4,
          object_id: location.id,
        })),
      )
      .execute();
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, `/location-modules/${location.id}`);
    await see(page, 'All 30');
    await expect.poll(() => rows(page, `Tasks about ${location.name}`).count()).toBe(5);

    await page.getByRole('button', { name: 'View all' }).click();
    const modal = page.getByRole('dialog', { name: `Tasks about ${location.name}` });
    const pageRows = (n: number) => rows(page, `Tasks about ${location.name}, page ${n}`);
    await expect.poll(() => pageRows(1).count()).toBe(25);
    expect(await pageRows(1).first().textContent()).toContain('Bulk task 01');
    await settle(page);
    await ctx.browser.screenshot('task-modal');
    await modal.getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => pageRows(2).count()).toBe(5);
    expect(await pageRows(2).allInnerTexts()).toEqual([
      expect.stringContaining('Bulk task 26'),
      expect.stringContaining('Bulk task 27'),
      expect.stringContaining('Bulk task 28'),
      expect.stringContaining('Bulk task 29'),
      expect.stringContaining('Bulk task 30'),
    ]);
    await settle(page);
    await ctx.browser.screenshot('task-modal-page-2');
    await modal.getByRole('link', { name: 'Bulk task 27' }).click();
    await expectPathLike(page, /^\/task-details\/\d+$/);
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('Bulk task 27');
    expect(await modal.count()).toBe(0);
  });

  it('creates a task about a provider chosen in the picker, then clears it to Not linked', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/add-task');
    // Its defaults are not edits: leaving the untouched form asks nothing, and there is nothing to create yet.
    await see(page, 'No unsaved changes');
    expect(await page.getByRole('button', { name: 'Create task' }).isDisabled()).toBe(true);
    await page.getByLabel('Subject').fill('Ask Pensión Arga for a late check-in');
    await page.getByRole('combobox', { name: 'About' }).click();
    await page.getByRole('option', { name: 'Provider', exact: true }).click();
    await pick(page, 'Provider', 'arga', 'Pensión Arga');
    await settle(page);
    await ctx.browser.screenshot('task-object-picker');
    await page.getByRole('button', { name: 'Create task' }).click();
    await see(page, 'Task created');
    await expectPathLike(page, /^\/task-details\/\d+$/);
    const taskPath = new URL(page.url()).pathname;
    // The new-task form stays on screen until the detail screen has loaded.
    await page.getByRole('heading', { name: 'Ask Pensión Arga for a late check-in' }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Provider' }).inputValue())
      .toBe('Pensión Arga');

    const arga = await idOf(ctx.server, 'providers', 'commercial_name', 'Pensión Arga');
    await page.getByRole('link', { name: 'Open Pensión Arga' }).click();
    await expectPath(page, `/provider-details/${arga}`);
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByRole('link', { name: 'Ask Pensión Arga for a late check-in' }).waitFor();
    await settle(page);
    await ctx.browser.screenshot('task-object-provider-tab');

    // "Not linked" makes the task about nothing (NA, type 1).
    await page.goto(`${ctx.server.url}${taskPath}`);
    await page.getByRole('combobox', { name: 'Provider' }).waitFor();
    await page.getByRole('combobox', { name: 'About' }).click();
    await page.getByRole('option', { name: 'Not linked', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await see(page, 'Task saved');
    const saved = await ctx.server.db
      .selectFrom('tasks')
      .select(['object_type_id', 'object_id'])
      .where('subject', '=', 'Ask Pensión Arga for a late check-in')
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ object_type_id: 1, object_id: null });
  });
});
