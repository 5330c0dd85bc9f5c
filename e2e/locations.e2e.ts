import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath, expectPathLike, see } from './support/session.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Locations' });
const headers = (page: Page) => table(page).locator('thead th').allInnerTexts();
const columnTexts = async (page: Page, label: string) => {
  const index = (await headers(page)).indexOf(label);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
};

async function openLocations(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
  await expectPath(page, '/locations');
  await table(page).getByRole('link', { name: 'Pamplona' }).waitFor();
}

/** The cells of one CSV line (quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells = [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]);
  return cells
    .slice(0, -1)
    .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell));
}

/** Picks a value in a searchable Mantine select or multi-select. */
async function pick(page: Page, box: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: box, exact: true }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('locations', () => {
  const ctx = useServerAndBrowser();

  it('filters the list, saves the filter and applies it again after a reload', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openLocations(page);
    await ctx.browser.screenshot('locations-list');

    await page.getByRole('button', { name: 'Filter by Country' }).click();
    await pick(page, 'Country', 'portu', 'Portugal');
    await page.keyboard.press('Escape');
    await expect.poll(() => columnTexts(page, 'Country')).not.toContain('Spain');
    const portuguese = await columnTexts(page, 'Location');
    expect(portuguese).toContain('Porto');
    expect(new Set(await columnTexts(page, 'Country'))).toEqual(new Set(['Portugal']));
    expect(page.url()).toContain('country_id=');

    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'Save current filters…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save filters' });
    await dialog.getByLabel('Name').fill('Portugal only');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Portugal only' }).waitFor();
    await settle(page);
    await ctx.browser.screenshot('locations-list-filtered');

    // The nav link opens the list clean; so does a reload of the plain path.
    await openLocations(page);
    await page.getByRole('button', { name: 'Filter by Country' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await table(page).getByRole('link', { name: 'Pamplona' }).waitFor();
    await page.getByRole('button', { name: 'Saved filters' }).click();
    await page.getByRole('menuitem', { name: 'Portugal only' }).click();
    await expect.poll(() => columnTexts(page, 'Location')).toEqual(portuguese);
    await page.getByRole('button', { name: 'Country: Portugal' }).waitFor();
  });

  it('reorders and hides columns and keeps the layout after a reload', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openLocations(page);
    expect(await headers(page)).toEqual([
      'Location',
      'Region',
      'Country',
      'Name variations',
      'Meeting points',
    ]);

    await page.getByRole('button', { name: 'Columns' }).click();
    const list = page.getByRole('list', { name: 'Columns in display order' });
    await list.getByRole('checkbox', { name: 'Name variations' }).uncheck();
    await list.getByRole('checkbox', { name: 'Automated processing' }).check();
    await list.getByRole('button', { name: 'Move Country up' }).click();
    // Drag "Meeting points" onto the upper half of "Location": it becomes the first column.
    const items = list.getByRole('listitem');
    await items.filter({ hasText: 'Meeting points' }).dragTo(items.filter({ hasText: 'Location' }), {
      targetPosition: { x: 40, y: 2 },
    });
    await settle(page);
    await ctx.browser.screenshot('locations-column-picker');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Columns saved');

    const expected = ['Meeting points', 'Location', 'Country', 'Region', 'Automated processing'];
    await expect.poll(() => headers(page)).toEqual(expected);
    await page.reload();
    await table(page).getByRole('link').first().waitFor();
    expect(await headers(page)).toEqual(expected);
  });

  it('sorts by a column header and pages with the page size', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openLocations(page);
    const locationHeader = table(page).getByRole('columnheader', { name: /^Location/ });
    expect(await locationHeader.getAttribute('aria-sort')).toBe('ascending');
    await locationHeader.getByRole('button').click();
    await expect.poll(() => locationHeader.getAttribute('aria-sort')).toBe('descending');
    const names = await columnTexts(page, 'Location');
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'es')));

    await page.getByLabel('Rows per page').selectOption('25');
    await see(page, /^1–25 of \d+$/);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await see(page, /^26–50 of \d+$/);
    expect(page.url()).toContain('page=2');
    await page.goBack();
    await see(page, /^1–25 of \d+$/);
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openLocations(page);
    await expect.poll(async () => (await columnTexts(page, 'Location')).length).toBeGreaterThan(10);
    const unfiltered = await columnTexts(page, 'Location');
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('san');
    // The unfiltered page already holds Santiago: wait for the search to have narrowed the rows.
    await expect
      .poll(async () => {
        const rows = await columnTexts(page, 'Location');
        return rows.length < unfiltered.length && rows.includes('Santiago de Compostela');
      })
      .toBe(true);
    const shown = await columnTexts(page, 'Location');

    await page.getByRole('button', { name: 'Export' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^locations-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const labels = await headers(page);
    expect(csvCells(lines[0])).toEqual(labels);
    expect(lines.slice(1).map((line) => csvCells(line)[labels.indexOf('Location')])).toEqual(shown);
    await see(page, `Exported ${shown.length} rows`);

    await page.getByRole('button', { name: 'Export' }).click();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const zip = await readFile((await xlsx.path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
  });

  it('adds a location with variations and meeting points, then edits it', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openLocations(page);
    await page.getByRole('link', { name: 'New location' }).click();
    await expectPath(page, '/add-new-location');

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Vilanova de Arousa');
    await pick(page, 'Country', 'spa', 'Spain');
    await pick(page, 'Region', 'gali', 'Galicia');
    await page.getByRole('switch', { name: /Automated processing/ }).check();
    for (const name of ['Vilanova', 'Villanueva de Arosa']) {
      await page.getByRole('textbox', { name: 'New name variation' }).fill(name);
      await page.getByRole('textbox', { name: 'New name variation' }).press('Enter');
    }
    await page.getByRole('button', { name: 'Add meeting point' }).click();
    await page.getByRole('textbox', { name: 'Meeting point 1, English' }).fill('Harbour');
    await page.getByRole('textbox', { name: 'Meeting point 1, Spanish' }).fill('Puerto');
    await page.getByRole('textbox', { name: 'Meeting point 1, German' }).fill('Hafen');
    await page.getByRole('button', { name: 'Add meeting point' }).click();
    await page.getByRole('button', { name: 'Delete meeting point 2' }).click();
    await ctx.browser.screenshot('location-new');
    await page.getByRole('button', { name: 'Create location' }).click();

    await expectPathLike(page, /^\/location-modules\/\d+$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Vilanova de Arousa' }).waitFor();
    const variations = page.getByRole('list', { name: 'Name variations' });
    expect(await variations.getByRole('listitem').allInnerTexts()).toEqual([
      'Vilanova',
      'Villanueva de Arosa',
    ]);
    expect(await page.getByRole('textbox', { name: 'Meeting point 1, German' }).inputValue()).toBe('Hafen');
    expect(await page.getByRole('textbox', { name: 'Meeting point 2, English' }).count()).toBe(0);
    expect(await page.getByRole('switch', { name: /Automated processing/ }).isChecked()).toBe(true);
    await ctx.browser.screenshot('location-detail');

    // A removed saved variation is queued until save and can be undone.
    await page.getByRole('button', { name: 'Remove Vilanova' }).click();
    await page.getByRole('button', { name: 'Undo removing Vilanova' }).click();
    await variations.getByText('Vilanova', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove Villanueva de Arosa' }).click();
    await page.getByRole('textbox', { name: 'Meeting point 1, English' }).fill('Marina');
    await page.getByRole('combobox', { name: 'Breakfast', exact: true }).click();
    await page.getByRole('option', { name: 'Breakfast and dinner' }).click();
    await see(page, 'Unsaved changes');
    await ctx.browser.screenshot('location-detail-edited');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Location saved');

    await page.reload();
    await page.getByRole('heading', { name: 'Vilanova de Arousa' }).waitFor();
    expect(await variations.getByRole('listitem').allInnerTexts()).toEqual(['Vilanova']);
    expect(await page.getByRole('textbox', { name: 'Meeting point 1, English' }).inputValue()).toBe('Marina');
    expect(await page.getByRole('combobox', { name: 'Breakfast', exact: true }).inputValue()).toBe(
      'Breakfast and dinner',
    );
  });

  it('keeps the edits on screen when someone else saved first, until Reload', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const { id } = await ctx.server.db
      .selectFrom('locations')
      .select('id')
      .where('name', '=', 'Burgos')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/location-modules/${id}`);
    await page.getByRole('heading', { name: 'Burgos' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Burgos (mine)');
    await ctx.server.db
      .updateTable('locations')
      .set((eb) => ({ name: 'Burgos (theirs)', version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'This location was changed by someone else');
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Burgos (mine)');
    await ctx.browser.screenshot('location-conflict');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue())
      .toBe('Burgos (theirs)');
    expect(await page.getByText('This location was changed by someone else').count()).toBe(0);
  });
});
