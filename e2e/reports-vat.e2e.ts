import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath, see } from './support/session.ts';

const table = (page: Page) => page.getByRole('table', { name: 'VAT report' });
const headers = (page: Page) => table(page).locator('thead th').allInnerTexts();
const column = async (page: Page, label: string) => {
  const index = (await headers(page)).indexOf(label);
  if (index < 0) throw new Error(`No column ${label}`);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
};

describe('the VAT report', () => {
  const ctx = useServerAndBrowser();

  it('filters by invoice date, moves and hides columns that stay so after a reload, and exports', async () => {
    const { page } = ctx.browser;
    await ctx.server.db
      .insertInto('trips')
      .values({
        trip_name: 'VAT walk',
        start_date: '2030-05-01',
        end_date: '2030-05-08',
        trip_price: 1200,
        total_cost: 700,
        invoice_number: 'VAT-W-1',
        invoice_date: '2030-05-15',
      })
      .execute();
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'VAT' }).click();
    await expectPath(page, '/reports/vat_report');
    await table(page).locator('tbody tr').first().waitFor();
    // The report opens on the trips that ended in the last twelve months; this one ends in 2030.
    await page.getByRole('button', { name: 'Remove End filter' }).click();

    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('menuitem', { name: 'Invoice date' }).click();
    await page.getByRole('textbox', { name: 'Invoice date, from' }).fill('2030-05-01');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Invoice date, to' }).fill('2030-05-31');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => column(page, 'Trip')).toEqual(['VAT walk']);
    expect(page.url()).toContain('invoice_date=');
    // 1,200 − 700 = 500 margin, 41.67 %.
    expect(await column(page, 'Margin')).toEqual(['€500.00']);
    expect(await column(page, 'Margin %')).toEqual(['41.67 %']);

    await page.getByRole('button', { name: 'Columns' }).click();
    const list = page.getByRole('list', { name: 'Columns in display order' });
    await list.getByRole('checkbox', { name: 'Financial status' }).uncheck();
    await list.getByRole('button', { name: 'Move VAT up' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Columns saved');
    await expect.poll(() => headers(page)).not.toContain('Financial status');
    const order = await headers(page);
    expect(order.indexOf('VAT')).toBe(order.indexOf('Margin') - 1);
    await settle(page);
    await ctx.browser.screenshot('vat-report');

    await page.reload();
    await expect.poll(() => column(page, 'Trip')).toEqual(['VAT walk']);
    expect(await headers(page)).toEqual(order);

    await page.getByRole('button', { name: 'Export' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    const lines = (await readFile((await csv.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toContain('Financial status');
    expect(lines[1]).toContain('VAT walk');
    await see(page, /^Exported 1 rows?$/);
  });
});
