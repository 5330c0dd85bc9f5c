import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, see } from './support/session.ts';

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const rows = (page: Page, title: string) => page.getByRole('table', { name: title }).locator('tbody tr');

async function open(page: Page, server: E2EServer, path: string, title: string) {
  await page.goto(`${server.url}${path}`);
  await expectPath(page, path);
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  await page.getByRole('table', { name: title }).waitFor();
}

const listVersion = async (server: E2EServer, list: string) =>
  Number(
    (
      await server.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', `list.${list}.version`)
        .executeTakeFirst()
    )?.value ?? 1,
  );

describe('settings lists', () => {
  const ctx = useServerAndBrowser();

  it('saves a currency rate and a country’s VAT, and keeps edits behind a stale notice', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/settings-menu');
    await page.getByRole('link', { name: 'Currency', exact: true }).click();
    await expectPath(page, '/currency');
    const dollar = page.getByRole('textbox', { name: 'Rate to the euro: US dollar' });
    await expect.poll(() => dollar.inputValue()).toBe('1.08');
    // Currencies are fixed rows: no Add, no Delete.
    expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);

    // A rate must be more than 0: the shared check, beside the cell, nothing sent.
    await dollar.fill('0');
    await save(page);
    await page.getByText('must be more than 0').first().waitFor();
    expect(await dollar.getAttribute('aria-invalid')).toBe('true');
    expect(await listVersion(ctx.server, 'currencies')).toBe(1);

    await dollar.fill('1.1234');
    await page.getByRole('switch', { name: 'Active: Canadian dollar' }).check();
    await see(page, 'Unsaved changes');
    await save(page);
    await see(page, 'Currency saved');
    await see(page, 'No unsaved changes');
    const usd = await ctx.server.db
      .selectFrom('currencies')
      .select(['rate'])
      .where('currency_name', '=', 'US dollar')
      .executeTakeFirstOrThrow();
    expect(Number(usd.rate)).toBe(1.1234);

    await page.reload();
    await expect.poll(() => dollar.inputValue()).toBe('1.1234');
    expect(await page.getByRole('switch', { name: 'Active: Canadian dollar' }).isChecked()).toBe(true);
    await settle(page);
    await ctx.browser.screenshot('settings-currency');

    // Someone else saves first: the edit stays on screen behind the notice until Reload.
    await ctx.server.db
      .updateTable('settings')
      .set({ value: JSON.stringify(9) })
      .where('key', '=', 'list.currencies.version')
      .execute();
    await dollar.fill('2');
    await save(page);
    await see(page, 'This list was changed by someone else');
    expect(await dollar.inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Reload' }).click();
    await see(page, 'No unsaved changes');
    await expect.poll(() => dollar.inputValue()).toBe('1.1234');

    // Countries: every row on one page, searched in the browser; VAT is a 0/1 shown as a switch.
    await page.goto(`${ctx.server.url}/settings-menu`);
    await page.getByRole('link', { name: 'Countries', exact: true }).click();
    await expectPath(page, '/countries-settings');
    await page.getByRole('table', { name: 'Countries' }).waitFor();
    const all = await ctx.server.db.selectFrom('countries').select('id').execute();
    await expect.poll(() => rows(page, 'Countries').count()).toBe(all.length);
    await page.getByRole('searchbox', { name: 'Search countries' }).fill('spa');
    await expect.poll(() => rows(page, 'Countries').count()).toBe(1);
    const vat = page.getByRole('switch', { name: 'VAT applies: Spain' });
    const before = await vat.isChecked();
    await vat.setChecked(!before);
    await settle(page);
    await ctx.browser.screenshot('settings-countries-search');
    await save(page);
    await see(page, 'Countries saved');
    const spain = await ctx.server.db
      .selectFrom('countries')
      .select('vat')
      .where('name', '=', 'Spain')
      .executeTakeFirstOrThrow();
    expect(Number(spain.vat)).toBe(before ? 0 : 1);
    await page.reload();
    await page.getByRole('table', { name: 'Countries' }).waitFor();
    await expect
      .poll(() => page.getByRole('switch', { name: 'VAT applies: Spain' }).isChecked())
      .toBe(!before);
  });

  it('adds an OTA account, refuses a duplicate next to the cell, deletes the account again', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await open(page, ctx.server, '/ota-settings', 'OTA settings');

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const fresh = page.getByRole('textbox', { name: 'Name: new row 1' });
    await expect.poll(() => fresh.evaluate((el) => el === document.activeElement)).toBe(true);
    await see(page, 'New');
    // A name already in the list: the shared check's message beside the cell.
    await fresh.fill('expedia');
    await save(page);
    await page.getByText('This value is already used in the list').first().waitFor();
    await see(page, 'Please correct the highlighted cells');
    await settle(page);
    await ctx.browser.screenshot('settings-ota-error');
    expect(await listVersion(ctx.server, 'ota_accounts')).toBe(1);

    await fresh.fill('Viator');
    expect(await page.getByText('This value is already used in the list').count()).toBe(0);
    await save(page);
    await see(page, 'OTA settings saved');
    await page.reload();
    const viator = page.getByRole('textbox', { name: 'Name: Viator' });
    await expect.poll(() => viator.inputValue()).toBe('Viator');
    expect(await page.getByRole('switch', { name: 'Active: Viator' }).isChecked()).toBe(true);

    // Deleting a saved row is queued (and undoable) until Save.
    await page.getByRole('button', { name: 'Delete Viator' }).click();
    await page.getByRole('button', { name: 'Undo removing Viator' }).click();
    await expect.poll(() => viator.count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Viator' }).click();
    await save(page);
    await see(page, 'OTA settings saved');
    await page.reload();
    await page.getByRole('textbox', { name: 'Name: Expedia' }).waitFor();
    expect(await viator.count()).toBe(0);
    const left = await ctx.server.db
      .selectFrom('ota_accounts')
      .select('name')
      .where('name', '=', 'Viator')
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps a Zoho account trips use, and the other edits, when its delete is refused', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await open(page, ctx.server, '/zoho-accounts', 'Zoho accounts');
    const agencies = page.getByRole('textbox', { name: 'Name: Agencies account' });
    await agencies.fill('Agencies and partners');
    await page.getByRole('button', { name: 'Delete Main account' }).click();
    await save(page);
    await see(page, '“Main account” is used by:');
    await see(page, /\d+ trips?: /);
    // The row is back, the rename still on screen, nothing saved.
    await page.getByRole('textbox', { name: 'Name: Main account' }).waitFor();
    expect(await agencies.inputValue()).toBe('Agencies and partners');
    await see(page, 'Unsaved changes');
    expect(await listVersion(ctx.server, 'zoho_accounts')).toBe(1);
    const names = await ctx.server.db.selectFrom('zoho_accounts').select('name').orderBy('id').execute();
    expect(names.map((n) => n.name)).toEqual(['Main account', 'Agencies account']);

    // Saving again keeps the rename.
    await save(page);
    await see(page, 'Zoho accounts saved');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Name: Agencies and partners' }).count())
      .toBe(1);

    // Rate item types live at a settings section; Default can never be deleted.
    await page.goto(`${ctx.server.url}/settings-menu`);
    await page.getByRole('link', { name: 'Rate item types' }).click();
    await expectPath(page, '/settings-section/rate_item_types');
    await page.getByRole('textbox', { name: 'Name: High season' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Default' }).count()).toBe(0);
    await see(page, 'Default is needed by the product and cannot be deleted');
    await page.goto(`${ctx.server.url}/settings-section/rate_item_nope`);
    await see(page, 'Page not found');
  });

  it('seals an email account’s password and shows the SMTP server’s answer to a test email', async () => {
    const { page } = ctx.browser;
    const password = 'smtp-Pass-9381-xyz';
    const account = await ctx.server.db
      .selectFrom('email_accounts')
      .select(['id', 'email'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await open(page, ctx.server, '/email-accounts', 'Email accounts');
    const secret = page.getByLabel(`Password: ${account.email}`, { exact: true });
    expect(await secret.getAttribute('placeholder')).toBe('Not set');
    await secret.fill(password);
    // The test uses the saved account: not while the list has unsaved edits.
    const test = page.getByRole('button', { name: `Send test email: ${account.email}` });
    expect(await test.isDisabled()).toBe(true);
    await save(page);
    await see(page, 'Email accounts saved');
    const stored = await ctx.server.db
      .selectFrom('email_accounts')
      .select('password')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^v1:/);

    await page.reload();
    await secret.waitFor();
    await expect.poll(() => secret.getAttribute('placeholder')).toBe('Saved — leave empty to keep');
    expect(await secret.inputValue()).toBe('');
    expect(await page.content()).not.toContain(password);

    // The demo accounts have no SMTP server (their mail stays in the dev outbox): the test says so.
    await test.click();
    await see(page, 'The test email could not be sent');
    await page
      .getByRole('alert')
      .filter({ hasText: `Test email from ${account.email}` })
      .waitFor();
    await settle(page);
    await ctx.browser.screenshot('settings-email-accounts');

    // A new account must be saved before it can be tested; it starts without a brand.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Send test email: new row 1' }).isDisabled()).toBe(true);
    await save(page);
    await see(page, 'Please correct the highlighted cells');
    await page.getByRole('button', { name: 'Discard' }).click();
    await see(page, 'No unsaved changes');
  });

  it('refuses the lists to a user without the right', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    await openInApp(page, '/currency');
    await see(page, 'You cannot see this list');
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
