import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInRoutes } from '../apps/web/src/lib/routeTable.ts';
import { axeProblems } from './support/axe.ts';
import { openBrowser } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, see } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

const PHONE = { width: 390, height: 844 };
/** The screens drawn by the list engine (ListPage). */
const listPaths = ['/tasks', '/trips', '/providers', '/locations'];
/** Every signed-in screen reachable without a record id. */
const plainPaths = ['/home', ...signedInRoutes.map((r) => r.path).filter((path) => !path.includes(':'))];

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const listActions = (page: Page) => page.getByRole('button', { name: 'List actions' });

describe('small screens', () => {
  const ctx = useServerAndBrowser();

  it('no signed-in screen scrolls sideways at 390 px, and every list folds its actions into one menu', {
    timeout: scaled(300_000),
  }, async () => {
    const browser = await openBrowser(PHONE);
    try {
      const { page } = browser;
      await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
      const tooWide: Record<string, number> = {};
      const axe: Record<string, string[]> = {};
      for (const path of plainPaths) {
        await openInApp(page, path);
        const extra = await overflow(page);
        if (extra > 0) tooWide[path] = extra;
        if (!listPaths.includes(path)) continue;
        expect(await page.getByRole('button', { name: 'Columns' }).count()).toBe(0);
        await listActions(page).click();
        const menu = page.getByRole('menu');
        for (const item of ['Save current filters…', 'Columns…', 'CSV', 'Excel (XLSX)'])
          await menu.getByRole('menuitem', { name: item }).waitFor();
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        // Colours are checked once the menu has faded in.
        await expect.poll(() => menu.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
        const problems = await axeProblems(page);
        if (problems.length) axe[path] = problems.map((p) => `${p.impact} ${p.id}: ${p.targets.join(' | ')}`);
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.count()).toBe(0);
      }
      expect(tooWide, 'screens wider than the window (extra pixels)').toEqual({});
      expect(axe, 'critical or serious problems of the lists with their actions menu open').toEqual({});
    } finally {
      await browser.close();
    }
  });

  it('keeps the columns, saved filters and export working from the list actions menu', async () => {
    const browser = await openBrowser(PHONE);
    try {
      const { page } = browser;
      await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
      await openInApp(page, '/trips');
      await browser.screenshot('small-trips');
      await page.getByRole('searchbox', { name: 'Search trips' }).fill('a');
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('a');

      await listActions(page).click();
      await page.getByRole('menuitem', { name: 'Columns…' }).click();
      const columns = page.getByRole('dialog', { name: 'Columns' });
      await columns.getByRole('list', { name: 'Columns in display order' }).waitFor();
      await settle(page);
      await browser.screenshot('small-trips-columns');
      await columns.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => columns.count()).toBe(0);

      await listActions(page).click();
      await page.getByRole('menuitem', { name: 'Save current filters…' }).click();
      const naming = page.getByRole('dialog', { name: 'Save filters' });
      await naming.getByLabel('Name').fill('With an a');
      await naming.getByRole('button', { name: 'Save' }).click();
      await see(page, 'Saved filter: With an a');

      // The export's progress shows on the list while the file is on its way.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v1/trips/export', async (route) => {
        await held;
        await route.continue();
      });
      await listActions(page).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        (async () => {
          await page.getByRole('menuitem', { name: 'CSV' }).click();
          await page.getByRole('status', { name: 'Export progress' }).waitFor();
          expect(await overflow(page)).toBeLessThanOrEqual(0);
          await browser.screenshot('small-trips-exporting');
          release();
        })(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^trips-.*\.csv$/);
      await see(page, /^Exported \d+ rows?$/);
    } finally {
      await browser.close();
    }
  });

  it('names the saved filter the tasks list opens on, until the filters change', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/tasks');
    const filters = page.getByRole('search', { name: 'Tasks filters' });
    const badge = filters.getByText('Saved filter: My open tasks');
    await badge.waitFor();
    await ctx.browser.screenshot('tasks-saved-filter');
    // Wide enough for the buttons: no folded menu.
    await page.getByRole('button', { name: 'Columns' }).waitFor();
    expect(await listActions(page).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('price');
    await expect.poll(() => badge.count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('');
    await badge.waitFor();

    const rows = page.getByRole('table', { name: 'Tasks' }).locator('tbody tr');
    const mine = await rows.count();
    await page.getByRole('button', { name: 'Clear saved filter “My open tasks”' }).click();
    await expect.poll(() => badge.count()).toBe(0);
    await expect.poll(() => new URL(page.url()).searchParams.get('filter_id')).toBe('');
    await expect.poll(() => rows.count()).toBeGreaterThan(mine);
  });
});
