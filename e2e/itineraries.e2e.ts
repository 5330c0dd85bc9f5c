import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { nothingLoading } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath, expectPathLike, see, signInAdminIn } from './support/session.ts';

const loaded = (page: Page) => nothingLoading(page, 20_000);

/** Picks a place in a row's location picker: typed, then chosen. */
async function place(page: Page, row: string, box: string, typed: string, name: string) {
  await page.getByRole('group', { name: row }).getByRole('combobox', { name: box, exact: true }).fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
}

describe('itineraries', () => {
  const ctx = useServerAndBrowser();

  it('adds an itinerary from the menu with two stages and a room plan, reopens it, and shows a bad stage at its field', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Itineraries' }).click();
    await expectPath(page, '/itineraries');
    await page.getByRole('link', { name: 'SAR-SAN-6N' }).waitFor();
    await loaded(page);
    await ctx.browser.screenshot('itineraries-list');

    await page.getByRole('link', { name: 'New itinerary' }).click();
    await expectPath(page, '/itineraries/new');
    await see(page, 'No stages yet: add the place of the first night.');
    await page.getByRole('textbox', { name: 'Holiday id', exact: true }).fill('E2E-2N');
    await page.getByRole('textbox', { name: 'Name (English)', exact: true }).fill('Browser walk, 2 nights');
    await page.getByLabel('Name (Spanish)').fill('Paseo del navegador, 2 noches');

    await page.getByRole('button', { name: 'Add stage' }).click();
    await place(page, 'Stage 1', 'Location', 'sarr', 'Sarria');
    await page.getByLabel('Nights (Stage 1)').fill('2');
    // A party of three in a triple room, beside the stage's starting plans.
    await page.getByRole('button', { name: 'Add room plan (Stage 1)' }).click();
    await page.getByLabel('Triple, party of 3 (Stage 1)').fill('1');
    await page.getByRole('button', { name: 'Add stage' }).click();
    await place(page, 'Stage 2', 'Location', 'santiago', 'Santiago de Compostela');
    // The second stage starts when the first ends: day 3, three nights in all.
    await expect.poll(() => page.getByLabel('Day (Stage 2)').inputValue()).toBe('3');
    await see(page, '3 nights in total');
    await settle(page);
    await ctx.browser.screenshot('itinerary-new');
    await page.getByRole('button', { name: 'Create itinerary' }).click();
    // The toast closes after 2 s, the path stays: look for the toast first.
    await see(page, 'Itinerary created');
    await expectPathLike(page, /^\/itineraries\/\d+$/);

    await page.reload();
    await loaded(page);
    const stage1 = page.getByRole('group', { name: 'Stage 1' });
    await expect
      .poll(() => stage1.getByRole('combobox', { name: 'Location', exact: true }).inputValue())
      .toBe('Sarria');
    expect(await page.getByLabel('Nights (Stage 1)').inputValue()).toBe('2');
    expect(await page.getByLabel('Triple, party of 3 (Stage 1)').inputValue()).toBe('1');
    expect(
      await page
        .getByRole('group', { name: 'Stage 2' })
        .getByRole('combobox', { name: 'Location', exact: true })
        .inputValue(),
    ).toBe('Santiago de Compostela');
    expect(await page.getByRole('textbox', { name: 'Holiday id', exact: true }).inputValue()).toBe('E2E-2N');

    // Melide has no hotel on its priority list: the server says so at the stage's location.
    await page.getByRole('button', { name: 'Add stage' }).click();
    await place(page, 'Stage 3', 'Location', 'meli', 'Melide');
    await page.getByRole('button', { name: 'Save' }).click();
    const stage3 = page.getByRole('group', { name: 'Stage 3' });
    await stage3.getByText('This location has no hotel on its priority list.').waitFor();
    expect(
      await stage3.getByRole('combobox', { name: 'Location', exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await settle(page);
    await ctx.browser.screenshot('itinerary-editor-error');
  });

  it('shows the list and an itinerary in Spanish, named in Spanish', async () => {
    const { page } = ctx.browser;
    await signInAdminIn(ctx, 'es');
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Itinerarios' })
      .click();
    await expectPath(page, '/itineraries');
    await page.getByText('De Sarria a Santiago, 6 noches').waitFor();
    await loaded(page);
    await ctx.browser.screenshot('itineraries-list-es');
    await page.getByRole('link', { name: 'SAR-SAN-6N' }).click();
    await expectPathLike(page, /^\/itineraries\/\d+$/);
    await page.getByRole('group', { name: 'Etapa 6' }).waitFor();
    await loaded(page);
    await see(page, '6 noches en total');
    await ctx.browser.screenshot('itinerary-editor-es');
  });

  it('shows an itinerary in English with its rows', async () => {
    const { page } = ctx.browser;
    await signInAdminIn(ctx, 'en');
    await page.goto(`${ctx.server.url}/itineraries`);
    await page.getByRole('link', { name: 'BUR-LEO-4N' }).click();
    await expectPathLike(page, /^\/itineraries\/\d+$/);
    await page.getByRole('group', { name: 'Service 1' }).waitFor();
    await loaded(page);
    await see(page, '4 nights in total');
    await ctx.browser.screenshot('itinerary-editor');
  });
});
