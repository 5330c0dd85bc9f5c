import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { DEMO_PASSWORD, expectPath } from './support/session.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Accommodations report' });
const column = async (page: Page, label: string) => {
  const index = (await table(page).locator('thead th').allInnerTexts()).indexOf(label);
  if (index < 0) throw new Error(`No column ${label}`);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
};

describe('reports of trip rows', () => {
  const ctx = useServerAndBrowser();

  it('lists every night for an operations user, filters it by place and opens the trip of a night', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Accommodations' }).click();
    await expectPath(page, '/reports/accommodations_report');
    await table(page).locator('tbody tr').first().waitFor();
    expect((await column(page, 'Check-in'))[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('menuitem', { name: 'Location', exact: true }).click();
    await page.getByRole('textbox', { name: 'Location', exact: true }).fill('sarr');
    await page.keyboard.press('Escape');
    await expect.poll(async () => new Set(await column(page, 'Location'))).toEqual(new Set(['Sarria']));
    await settle(page);
    await ctx.browser.screenshot('accommodations-report');

    const trip = table(page).locator('tbody tr').first().getByRole('link');
    const name = (await trip.textContent())?.trim();
    expect(name).toBeTruthy();
    await trip.click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(async () => (await heading.textContent())?.trim()).toBe(name);
  });
});
