import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2EBrowser } from './browser.ts';
import { settle } from './people.ts';
import type { E2EServer } from './server.ts';
import { expectPath, see } from './session.ts';

/** Picks a value in a searchable Mantine select. */
export async function pick(page: Page, box: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: box, exact: true }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const idOf = async (
  server: E2EServer,
  table: 'locations' | 'providers',
  column: string,
  name: string,
) =>
  (
    await server.db
      .selectFrom(table)
      .select('id')
      .where(column as never, '=', name as never)
      .executeTakeFirstOrThrow()
  ).id as number;

/** From the providers list: a luggage transfer provider in Pamplona (and Puente la Reina), created. */
export async function createProvider(browser: E2EBrowser, name: string) {
  const { page } = browser;
  await page.getByRole('link', { name: 'New provider' }).click();
  await expectPath(page, '/add-provider');
  await pick(page, 'Category', 'lugg', 'Luggage transfer');
  await page.getByLabel('Commercial name').fill(name);
  await pick(page, 'Add location', 'pamp', 'Pamplona');
  await pick(page, 'Add location', 'puente', 'Puente la Reina');
  await page.getByRole('switch', { name: 'Luggage transfers' }).check();
  await settle(page);
  await browser.screenshot('providers-new');
  await page.getByRole('button', { name: 'Create provider' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/provider-details\/\d+$/);
  await see(page, 'Provider created');
  // The new page stays on screen while the detail screen's code loads.
  await page.getByRole('tab', { name: 'General' }).waitFor();
}
