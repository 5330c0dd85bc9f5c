import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs, tinyPng } from './support/people.ts';
import { createProvider, idOf, pick } from './support/providers.ts';
import { ADMIN, expectPath, see } from './support/session.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Providers' });
const columnTexts = async (page: Page, label: string) => {
  const index = (await table(page).locator('thead th').allInnerTexts()).indexOf(label);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
};

const luggage = (page: Page) => page.getByRole('region', { name: 'Luggage rates' });
const bracket = (page: Page, n: number, field: string) =>
  page.getByLabel(`Luggage rate First rate, item 1, bracket ${n} ${field}`, { exact: true });

describe('providers', () => {
  const ctx = useServerAndBrowser();

  it("shows the provider's tasks with their counts", async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const first = await ctx.server.db
      .selectFrom('providers')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/provider-details/${first.id}?tab=tasks`);
    await see(page, 'Confirm the 2027 rates');
    await see(page, 'Check luggage pick-up times');
    await ctx.browser.screenshot('provider-tasks');
  });

  it("leads from a provider's page back to the list through its breadcrumb", async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const hotel = await ctx.server.db
      .selectFrom('providers')
      .select('id')
      .where('commercial_name', '=', 'Hotel Jakue')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/provider-details/${hotel.id}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Jakue' }).waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.getByRole('link').allTextContents()).toEqual(['Providers']);
    await expect.poll(() => page.title()).toBe('Hotel Jakue · Trip Back-Office');
    await trail.getByRole('link', { name: 'Providers' }).click();
    await expectPath(page, '/providers');
    await table(page).getByRole('link', { name: 'Hotel Jakue' }).waitFor();
  });

  it('filters the provider list by search and category', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/providers');
    await table(page).getByRole('link', { name: 'Hotel Jakue' }).waitFor();
    await ctx.browser.screenshot('providers-list');

    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('menuitem', { name: 'Category' }).click();
    await pick(page, 'Category', 'people', 'People transfer');
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => new Set(await columnTexts(page, 'Category')))
      .toEqual(new Set(['People transfer']));
    await page.getByRole('searchbox', { name: 'Search providers' }).fill('pamplona');
    await expect.poll(() => columnTexts(page, 'Commercial name')).toEqual(['Taxi Roncesvalles-Pamplona']);
    await settle(page);
    await ctx.browser.screenshot('providers-list-filtered');
  });

  it('creates a provider, edits it, and keeps its locations', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/providers');
    await createProvider(ctx.browser, 'E2E Bag Movers');

    const served = page.getByRole('group', { name: 'Served locations' });
    await page.getByRole('button', { name: 'Remove location Puente la Reina' }).click();
    await page.getByRole('button', { name: 'Recover location Puente la Reina' }).click();
    await page.getByRole('button', { name: 'Remove location Puente la Reina' }).click();
    await page.getByLabel('Legal name').fill('Bag Movers SL');
    await page.getByLabel('Comments (English)').fill('Picks up before 8:00.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Provider saved');
    await page.reload();
    await expect.poll(() => page.getByLabel('Legal name').inputValue()).toBe('Bag Movers SL');
    expect(await served.textContent()).toContain('Pamplona');
    expect(await served.textContent()).not.toContain('Puente la Reina');
    await ctx.browser.screenshot('provider-details');

    // Someone else saves first: the edit stays on screen until Reload brings their version.
    await ctx.server.db
      .updateTable('providers')
      .set({ version: sql`version + 1`, legal_name: 'Changed Elsewhere SL' })
      .where('commercial_name', '=', 'E2E Bag Movers')
      .execute();
    await page.getByLabel('CIF').fill('B12345678');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'This provider was changed by someone else');
    expect(await page.getByLabel('CIF').inputValue()).toBe('B12345678');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByLabel('Legal name').inputValue()).toBe('Changed Elsewhere SL');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete provider' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectPath(page, '/providers');
    await see(page, 'Provider deleted');
  });

  it('adds a luggage rate with brackets, saves it, quotes it, and refuses an overlap', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/providers');
    await createProvider(ctx.browser, 'E2E Rated Bags');
    await page.getByRole('tab', { name: 'Rates' }).click();

    await expect
      .poll(() => luggage(page).getByLabel('New luggage rate name').inputValue())
      .toBe('First rate');
    await luggage(page).getByRole('button', { name: 'Add rate' }).click();
    await page.getByRole('button', { name: 'Add item to First rate' }).first().click();
    await bracket(page, 1, 'and more').uncheck();
    await bracket(page, 1, 'to').fill('3');
    await bracket(page, 1, 'amount').fill('5');
    await luggage(page).getByRole('button', { name: 'Add bracket' }).click();
    await bracket(page, 2, 'from').fill('4');
    await bracket(page, 2, 'amount').fill('18');
    await page
      .getByRole('combobox', { name: 'Luggage rate First rate, item 1, bracket 2 price type' })
      .click();
    await page.getByRole('option', { name: 'Total' }).click();
    await page.getByRole('button', { name: 'Save rates' }).click();
    await see(page, 'Rates saved');

    await page.reload();
    await expect.poll(() => bracket(page, 2, 'amount').inputValue()).toBe('18');
    expect(await bracket(page, 1, 'to').inputValue()).toBe('3');

    await page.getByLabel('Bags').fill('2');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await see(page, /First rate: €10\.00/);
    await page.getByLabel('Bags').fill('6');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await see(page, /First rate: €18\.00/);
    await ctx.browser.screenshot('provider-rates');

    // A third bracket from 2 overlaps the first: shown at once, and the server saves nothing.
    await luggage(page).getByRole('button', { name: 'Add bracket' }).click();
    await bracket(page, 3, 'from').fill('2');
    await bracket(page, 3, 'amount').fill('4');
    await see(page, /Error: .*overlap/i);
    await page.getByRole('button', { name: 'Save rates' }).click();
    await see(page, /Luggage rate 'First rate': .*overlap/i);
    await settle(page);
    await ctx.browser.screenshot('provider-rates-overlap');
    await page.reload();
    await bracket(page, 2, 'amount').waitFor();
    expect(await bracket(page, 3, 'amount').count()).toBe(0);

    // Removing a saved bracket queues it for the next Save; Discard brings it back.
    await page.getByRole('button', { name: 'Remove Luggage rate First rate, item 1, bracket 2' }).click();
    await see(page, 'Removed on save: 1 bracket. Discard brings them back.');
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => bracket(page, 2, 'amount').inputValue()).toBe('18');

    // No negotiated rate yet: the quote says so instead of a price.
    await page.getByRole('region', { name: 'Quote' }).getByText('Accommodation', { exact: true }).click();
    // The quote's own days (the hotel's check-out time on General is labelled alike).
    await fillDate(
      page.getByRole('region', { name: 'Quote' }).getByLabel('Check-out', { exact: true }),
      '2026-12-03',
    );
    await page.getByLabel('double rooms').fill('1');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await see(page, /E2E Rated Bags has no .*rate/);
    await ctx.browser.screenshot('provider-quote-no-rate');
  });

  it('ranks providers in a location priority list', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const pamplona = await idOf(ctx.server, 'locations', 'name', 'Pamplona');
    await page.goto(`${ctx.server.url}/location-modules/${pamplona}`);
    const hotels = page.getByRole('list', { name: 'Hotel priority list in priority order' });
    await hotels.getByRole('listitem').first().waitFor();
    const order = () => hotels.getByRole('listitem').allInnerTexts();
    expect((await order())[0]).toContain('Hotel Palacio del Camino');

    await page.getByRole('button', { name: 'Remove Pensión Arga from hotel priority list' }).click();
    await page.getByRole('button', { name: 'Undo removing Pensión Arga' }).click();
    await page.getByRole('button', { name: 'Move Pensión Arga up' }).click();
    await settle(page);
    await ctx.browser.screenshot('location-priority-lists');
    await page.getByRole('button', { name: 'Save priority lists' }).click();
    await see(page, 'Priority lists saved');
    await page.reload();
    await hotels.getByRole('listitem').first().waitFor();
    expect((await order())[0]).toContain('Pensión Arga');

    // A location without lists: add a hotel from the providers serving it.
    const roncesvalles = await idOf(ctx.server, 'locations', 'name', 'Roncesvalles');
    await page.goto(`${ctx.server.url}/location-modules/${roncesvalles}`);
    await pick(page, 'Add provider to hotel priority list', 'sab', 'Casa Sabina');
    await page.getByRole('button', { name: 'Save priority lists' }).click();
    await see(page, 'Priority lists saved');
    await page.reload();
    await expect.poll(() => hotels.allInnerTexts()).toEqual([expect.stringContaining('Casa Sabina')]);
  });

  it("sets a service item's location, meeting point and provider point", async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const guides = await idOf(ctx.server, 'providers', 'commercial_name', 'Camino Guides Galicia');
    await page.goto(`${ctx.server.url}/provider-details/${guides}?tab=services`);
    const box = (field: string) =>
      page.getByRole('combobox', { name: `Service 1 ${field} (Spanish)`, exact: true });
    await expect.poll(() => box('Location').inputValue()).toBe('Sarria');
    await pick(page, 'Service 1 Location (Spanish)', 'pamp', 'Pamplona');
    // Another location: the old meeting point no longer applies; Pamplona's are offered in Spanish.
    await expect.poll(() => box('Meeting point').inputValue()).toBe('');
    await box('Meeting point').click();
    await page.getByRole('option', { name: 'Aeropuerto', exact: true }).waitFor();
    await page.getByRole('option', { name: 'Estación de tren', exact: true }).click();
    await pick(page, 'Service 1 Provider point (Spanish)', 'arga', 'Pensión Arga');
    await settle(page);
    await ctx.browser.screenshot('provider-services-places');
    await page.getByRole('button', { name: 'Save services' }).click();
    await see(page, 'Services saved');

    await page.reload();
    await expect.poll(() => box('Location').inputValue()).toBe('Pamplona');
    expect(await box('Meeting point').inputValue()).toBe('Estación de tren');
    expect(await box('Provider point').inputValue()).toBe('Pensión Arga');
    const english = page.getByRole('combobox', { name: 'Service 1 Location (English)', exact: true });
    expect(await english.inputValue()).toBe('Sarria');
  });

  it('edits services, voucher texts and images, and adds a note with a file', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const bikes = await idOf(ctx.server, 'providers', 'commercial_name', 'Bicigrino Bike Rental');
    await page.goto(`${ctx.server.url}/provider-details/${bikes}?tab=services`);
    // The English name is required (its label ends with the asterisk); the Spanish and German are not.
    const name = (label?: string) =>
      label ? page.getByLabel(label, { exact: true }) : page.getByLabel(/^Service 1 name\s*\*?$/);
    await expect.poll(() => name().inputValue()).toBe('Trekking bike, 1 day');
    expect(await name('Service 1 name in Spanish').inputValue()).toBe('Bicicleta de trekking, 1 día');
    await name().fill('Trekking bike, full day');
    await name('Service 1 name in German').fill('Trekkingrad, ganzer Tag');
    await page.getByLabel('Service 1 Duration (Spanish)').fill('1 día');
    await page.getByRole('button', { name: 'Save services' }).click();
    await see(page, 'Services saved');
    await page.reload();
    await expect.poll(() => name().inputValue()).toBe('Trekking bike, full day');
    expect(await name('Service 1 name in German').inputValue()).toBe('Trekkingrad, ganzer Tag');
    expect(await page.getByLabel('Service 1 Duration (Spanish)').inputValue()).toBe('1 día');
    await ctx.browser.screenshot('provider-services');

    await page.getByRole('tab', { name: 'Voucher information' }).click();
    await page.getByLabel('Comment (English)').fill('Show this voucher at the shop counter.');
    await page.getByRole('button', { name: 'Save voucher texts' }).click();
    await see(page, 'Voucher information saved');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload Main image' }).click(),
    ]);
    await chooser.setFiles({ name: 'map.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('img', { name: 'Main image' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Voucher information' }).click();
    await expect
      .poll(() => page.getByLabel('Comment (English)').inputValue())
      .toBe('Show this voucher at the shop counter.');
    await page.getByRole('img', { name: 'Main image' }).waitFor();
    await ctx.browser.screenshot('provider-vouchers');

    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByLabel('Comment', { exact: true }).fill('Asked for the new price list.');
    const [noteFile] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByLabel('File', { exact: true }).click(),
    ]);
    await noteFile.setFiles({ name: 'prices.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: 'Add note' }).click();
    await see(page, 'Asked for the new price list.');
    await page.getByRole('button', { name: /prices\.png/ }).waitFor();
    await ctx.browser.screenshot('provider-notes');
  });
});
