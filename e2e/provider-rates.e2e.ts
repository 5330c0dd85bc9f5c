import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillDate, shownDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { createProvider, idOf } from './support/providers.ts';
import { shoot } from './support/screenshots.ts';
import { ADMIN, see } from './support/session.ts';

const section = (page: Page, name: 'Negotiated accommodation rates' | 'Luggage rates') =>
  page.getByRole('region', { name });
const negotiated = (page: Page, field: string) =>
  page.getByLabel(`Negotiated rate First rate, item 1${field}`, { exact: true });
const bags = (page: Page, field: string) =>
  page.getByLabel(`Luggage rate First rate, item 1, bracket 1 ${field}`, { exact: true });
const next = new Date().getFullYear() + 1;

/** Adds a kind's first rate ('firstRate') and one item to it. */
async function addRateWithItem(page: Page, kind: 'Negotiated accommodation rates' | 'Luggage rates') {
  await section(page, kind).getByRole('button', { name: 'Add rate' }).click();
  await section(page, kind).getByRole('button', { name: 'Add item to First rate' }).click();
}

describe('provider rates', () => {
  const ctx = useServerAndBrowser();

  it('saves a negotiated and a luggage rate, shows them after a reload and quotes them', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/providers');
    await createProvider(ctx.browser, 'E2E Rated Inn');
    await page.getByRole('tab', { name: 'Rates' }).click();

    await addRateWithItem(page, 'Negotiated accommodation rates');
    await fillDate(negotiated(page, ' from'), `${next}-03-01`);
    await fillDate(negotiated(page, ' to'), `${next}-03-31`);
    await negotiated(page, ', double room with breakfast').fill('80');
    await negotiated(page, ', individual room with breakfast').fill('60');
    await negotiated(page, ', double room with breakfast and dinner').fill('110.5');
    await addRateWithItem(page, 'Luggage rates');
    await bags(page, 'amount').fill('6');
    await settle(page);
    await ctx.browser.screenshot('provider-rates-negotiated-edit');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await see(page, 'Rates saved');

    await page.reload();
    await expect.poll(() => negotiated(page, ', double room with breakfast').inputValue()).toBe('80');
    expect(await negotiated(page, ', double room with breakfast and dinner').inputValue()).toBe('110.5');
    expect(await negotiated(page, ', individual room with breakfast').inputValue()).toBe('60');
    expect(await negotiated(page, ', triple room with breakfast').inputValue()).toBe('');
    expect(await negotiated(page, ' from').inputValue()).toBe(shownDate(`${next}-03-01`));
    expect(await bags(page, 'amount').inputValue()).toBe('6');

    // Two nights in a double room with breakfast, then 3 bags today.
    const quote = page.getByRole('region', { name: 'Quote' });
    await quote.getByText('Accommodation', { exact: true }).click();
    // The quote's own days (the hotel's check-in and check-out times on General are labelled alike).
    await fillDate(quote.getByLabel('Check-in', { exact: true }), `${next}-03-10`);
    await fillDate(quote.getByLabel('Check-out', { exact: true }), `${next}-03-12`);
    await page.getByLabel('Double rooms').fill('1');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await see(page, /First rate: .{0,4}160\.00.* national · €160\.00 euro/);
    await settle(page);
    await ctx.browser.screenshot('provider-rates-negotiated-quote');
    await quote.getByText('Luggage', { exact: true }).click();
    // The luggage item covers today to the end of the year.
    await fillDate(page.getByLabel('Date', { exact: true }), new Date().toISOString().slice(0, 10));
    await page.getByLabel('Bags').fill('3');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await see(page, /First rate: .{0,4}18\.00.* national/);
  });

  it('keeps the second editor draft when someone else saved the rates first', async () => {
    const { page, context } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const jakue = await idOf(ctx.server, 'providers', 'commercial_name', 'Hotel Jakue');
    const rates = `${ctx.server.url}/provider-details/${jakue}?tab=rates`;
    const other = await context.newPage();
    for (const p of [page, other]) {
      await p.goto(rates);
      await section(p, 'Luggage rates').getByRole('button', { name: 'Add rate' }).waitFor();
    }

    await addRateWithItem(page, 'Luggage rates');
    await bags(page, 'amount').fill('7');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await see(page, 'Rates saved');

    await addRateWithItem(other, 'Luggage rates');
    await bags(other, 'amount').fill('9');
    await other.getByRole('button', { name: 'Save rates' }).click();
    await see(other, "This provider's rates was changed by someone else");
    expect(await bags(other, 'amount').inputValue()).toBe('9');
    await settle(other);
    await shoot(other, 'provider-rates-stale', { fullPage: true });

    await other.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => bags(other, 'amount').inputValue()).toBe('7');
  });
});
