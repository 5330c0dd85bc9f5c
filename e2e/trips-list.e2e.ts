import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath } from './support/session.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Trips' });
const headers = (page: Page) => table(page).locator('thead th').allInnerTexts();
const columnTexts = async (page: Page, label: string) => {
  const index = (await headers(page)).indexOf(label);
  if (index < 0) throw new Error(`No column ${label}`);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
};

describe('trips list', () => {
  const ctx = useServerAndBrowser();

  it('filters by trip name, sorts, and opens a trip from its link', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/trips');
    await table(page).locator('tbody tr').first().waitFor();
    expect(await page.getByRole('link', { name: 'New trip' }).getAttribute('href')).toBe('/new-trip');
    // Money in euro, the margin in percent, status names rather than ids.
    expect((await columnTexts(page, 'Price'))[0]).toMatch(/^€[\d,]+\.\d\d$/);
    expect((await columnTexts(page, 'Margin %'))[0]).toMatch(/^-?[\d,]+\.\d\d %$/);
    expect(await columnTexts(page, 'General status')).toContain('Active');
    await settle(page);
    await ctx.browser.screenshot('trips-list');

    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('menuitem', { name: 'Trip name' }).click();
    await page.getByRole('textbox', { name: 'Trip name', exact: true }).fill('sarria');
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => new Set((await columnTexts(page, 'Trip name')).map((n) => n.split(' · ')[0])))
      .toEqual(new Set(['Sarria to Santiago']));
    expect(page.url()).toContain('trip_name=');

    await table(page).getByRole('button', { name: 'Customer' }).click();
    await expect.poll(() => table(page).locator('th[aria-sort="ascending"]').textContent()).toBe('Customer');
    // The header shows the new order before the rows arrive: wait for the rows themselves.
    const inOrder = (names: string[]) =>
      names.length > 1 && names.join('|') === [...names].sort((a, b) => a.localeCompare(b)).join('|');
    await expect.poll(async () => inOrder(await columnTexts(page, 'Customer'))).toBe(true);
    await settle(page);
    await ctx.browser.screenshot('trips-list-filtered');

    const first = table(page).locator('tbody tr').first().getByRole('link');
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/trip-details\/\d+$/);
    await first.click();
    await expectPath(page, href!);
  });
});
