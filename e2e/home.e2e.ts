import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { DEMO_PASSWORD, expectPathLike } from './support/session.ts';

const panelTitles = (page: Page) => page.locator('main section[aria-label] h2').allInnerTexts();

describe('the home dashboard', () => {
  const ctx = useServerAndBrowser();

  it('shows an operations user the day’s work, in the order they choose, and opens a panel’s report', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    await expect
      .poll(() => panelTitles(page))
      .toEqual([
        'Needs attention',
        'My open tasks',
        'Trips starting soon',
        'Nights to confirm',
        'Luggage transfers to confirm',
        'Normal transfers to confirm',
        'Other services to confirm',
        'Next days',
      ]);
    const nights = page.getByRole('region', { name: 'Nights to confirm' });
    await nights.locator('tbody tr').first().waitFor();
    await settle(page);
    await ctx.browser.screenshot('home-operations');

    await page.getByRole('button', { name: 'Customize' }).click();
    const list = page.getByRole('list', { name: 'Columns in display order' });
    await list.getByRole('checkbox', { name: 'Trips starting soon' }).uncheck();
    await list.getByRole('button', { name: 'Move Nights to confirm up' }).click();
    await list.getByRole('button', { name: 'Move Nights to confirm up' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const chosen = [
      'Needs attention',
      'Nights to confirm',
      'My open tasks',
      'Luggage transfers to confirm',
      'Normal transfers to confirm',
      'Other services to confirm',
      'Next days',
    ];
    await expect.poll(() => panelTitles(page)).toEqual(chosen);
    await page.reload();
    await expect.poll(() => panelTitles(page)).toEqual(chosen);

    await nights.getByRole('link', { name: 'See all: Nights to confirm' }).click();
    await expectPathLike(page, /^\/reports\/accommodations_report$/);
    expect(new URL(page.url()).searchParams.get('checkin_date')).toMatch(
      /^\["\d{4}-\d{2}-\d{2}","\d{4}-\d{2}-\d{2}"\]$/,
    );
  });

  it('shows an accounting user only the panels their rights allow', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'alba@example.com', DEMO_PASSWORD);
    await expect
      .poll(() => panelTitles(page))
      .toEqual([
        'Needs attention',
        'My open tasks',
        'Trips starting soon',
        'Prepayments to pay',
        'VAT of last month',
      ]);
    await page
      .getByRole('region', { name: 'VAT of last month' })
      .getByRole('link', { name: 'See all: VAT of last month' })
      .waitFor();
    await settle(page);
    await ctx.browser.screenshot('home-accounting');
  });
});
