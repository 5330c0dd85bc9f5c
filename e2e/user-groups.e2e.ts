import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, DEMO_PASSWORD, see } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

const storedRight = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('right') ?? '{}'));

async function reportsMenuHas(page: Page, report: string, whileOpen?: () => Promise<void>) {
  await page.getByRole('button', { name: /Reports/ }).click();
  await page.getByRole('menu').waitFor();
  const found = (await page.getByRole('menuitem', { name: report, exact: true }).count()) > 0;
  await whileOpen?.();
  await page.keyboard.press('Escape');
  return found;
}

describe('user groups and permissions', () => {
  const ctx = useServerAndBrowser();

  it("edits a group's capabilities and the member's header follows without a reload", async () => {
    const member = await openBrowser();
    try {
      await signInAs(member.page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
      expect(await reportsMenuHas(member.page, 'VAT')).toBe(false);

      const { page } = ctx.browser;
      await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'User groups' }).click();
      await page
        .getByRole('navigation', { name: 'User groups' })
        .getByRole('button', { name: /Operations/ })
        .click();
      await page.getByRole('heading', { name: 'Operations', level: 2 }).waitFor();
      const vatActive = page.getByRole('switch', { name: 'VAT active' });
      const vatView = page.getByRole('checkbox', { name: 'VAT: View' });
      expect(await vatActive.isChecked()).toBe(false);
      await vatActive.click({ force: true });
      await see(page, 'VAT enabled');
      await expect.poll(() => vatActive.isChecked()).toBe(true);
      await vatView.click({ force: true });
      await see(page, 'VAT capabilities saved');
      await expect.poll(() => vatView.isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'VAT: Edit' }).count()).toBe(0);
      await settle(page);
      await ctx.browser.screenshot('user-groups-matrix');

      await expect
        .poll(() => storedRight(member.page).then((r) => r.vat_report), { timeout: scaled(15_000) })
        .toEqual(['view']);
      const shot = () => settle(member.page).then(() => member.screenshot('user-groups-member-header'));
      expect(await reportsMenuHas(member.page, 'VAT', shot)).toBe(true);

      await vatView.click({ force: true });
      await expect
        .poll(() => storedRight(member.page).then((r) => r.vat_report), { timeout: scaled(15_000) })
        .toBeUndefined();
      expect(await reportsMenuHas(member.page, 'VAT')).toBe(false);
      expect(member.page.url()).toMatch(/\/home$/);
    } finally {
      await member.close();
    }
  });

  it('adds a group, refuses to delete one with users, deletes an empty one', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/profiles');
    await page.getByRole('button', { name: 'Add group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user group' });
    await dialog.getByLabel('Name').fill('Guides');
    await dialog.getByLabel('Description').fill('Walking guides on the Camino');
    await dialog.getByRole('button', { name: 'Add group' }).click();
    await see(page, 'User group created');
    await page.getByRole('heading', { name: 'Guides', level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get('group')).toBeTruthy();

    await page
      .getByRole('navigation', { name: 'User groups' })
      .getByRole('button', { name: /Accounting/ })
      .click();
    await page.getByRole('heading', { name: 'Accounting', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete group' }).click();
    await see(
      page,
      /^Accounting is used by 2 users \(.+\), so it cannot be deleted\. Move them to another group first\.$/,
    );
    await page.getByRole('dialog', { name: 'Cannot delete' }).getByRole('link', { name: /Alba/ }).waitFor();
    await settle(page);
    await ctx.browser.screenshot('user-groups-delete-refused');
    await page.getByRole('dialog', { name: 'Cannot delete' }).getByRole('button', { name: 'Close' }).click();

    await page
      .getByRole('navigation', { name: 'User groups' })
      .getByRole('button', { name: /Guides/ })
      .click();
    await page.getByRole('heading', { name: 'Guides', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete group' }).click();
    await see(page, 'User group deleted');
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: 'User groups' })
          .getByRole('button', { name: /Guides/ })
          .count(),
      )
      .toBe(0);
  });

  it('shows the load failure to a user without the right', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    await openInApp(page, '/profiles');
    await see(page, 'unable to find user group');
    await page.goto(`${ctx.server.url}/user-management`);
    await see(page, 'unable to find uses');
  });
});
