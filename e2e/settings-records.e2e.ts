import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { bumpGroupVersion, grantToGroup, settle, signInAs } from './support/people.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, see } from './support/session.ts';

const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const requestWait = (page: Page) =>
  section(page, 'Accommodation').getByRole('textbox', { name: 'Wait for an answer to a request (hours)' });
const reminderCount = (page: Page) =>
  section(page, 'Booking reminders').getByRole('textbox', { name: 'Booking reminders', exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

const stored = async (server: E2EServer, key: string) =>
  (await server.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value as
    | Record<string, unknown>
    | number
    | undefined;

/** The PUTs the page sends to a settings record. */
function recordSaves(page: Page) {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/v1/settings/')) saves.push(request.url());
  });
  return saves;
}

describe('settings records', () => {
  const ctx = useServerAndBrowser();

  it('opens booking settings from the menu, saves changed fields, refuses a bad wait next to the field', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expectPath(page, '/settings-menu');
    for (const heading of ['Booking and providers', 'Finance', 'Brands and mail', 'Integrations', 'Lists'])
      await page.getByRole('heading', { name: heading }).waitFor();
    await settle(page);
    await ctx.browser.screenshot('settings-menu');

    await page.getByRole('link', { name: 'Booking settings', exact: true }).click();
    await expectPath(page, '/settings-section/booking');
    await page.getByRole('heading', { name: 'Booking settings' }).waitFor();
    expect(await reminderCount(page).inputValue()).toBe('3');
    expect(await requestWait(page).inputValue()).toBe('');

    await reminderCount(page).fill('5');
    await requestWait(page).fill('0.5');
    await see(page, 'Unsaved changes');
    const saves = recordSaves(page);
    await save(page);
    await see(page, 'Booking settings saved');
    await see(page, 'No unsaved changes');
    expect(saves).toHaveLength(1);
    expect(await stored(ctx.server, 'record.booking')).toEqual({
      bps_booking_reminder_count: 5,
      bps_booking_request_wait: 0.5,
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Booking settings' }).waitFor();
    await expect.poll(() => reminderCount(page).inputValue()).toBe('5');
    expect(await requestWait(page).inputValue()).toBe('0.5');

    // A wait below 0.001 hours: the form's own check, the message beside the field, nothing sent.
    await requestWait(page).fill('0.0001');
    await save(page);
    await section(page, 'Accommodation').getByText('must be at least 0.001 hours').waitFor();
    expect(await requestWait(page).getAttribute('aria-invalid')).toBe('true');
    expect(await requestWait(page).inputValue()).toBe('0.0001');
    await see(page, 'Please correct the highlighted settings');
    await settle(page);
    await ctx.browser.screenshot('settings-booking-error');
    expect(saves).toHaveLength(1);
    expect(await stored(ctx.server, 'record.booking.version')).toBe(2);
    expect((await stored(ctx.server, 'record.booking')) as object).toMatchObject({
      bps_booking_request_wait: 0.5,
    });

    // Fixing the field clears its message; Discard puts back what was saved.
    await requestWait(page).fill('2');
    expect(await section(page, 'Accommodation').getByText('must be at least 0.001 hours').count()).toBe(0);
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => requestWait(page).inputValue()).toBe('0.5');
    await see(page, 'No unsaved changes');
  });

  it('keeps a typed Zoho secret out of the page after saving', async () => {
    const { page } = ctx.browser;
    const secret = 'zoho-Secret-4711-abc';
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/settings-menu');
    await page.getByRole('link', { name: 'Zoho settings' }).click();
    await expectPath(page, '/zoho-settings');
    const secretInput = page.getByLabel('Client secret', { exact: true });
    await secretInput.waitFor();
    expect(await secretInput.getAttribute('placeholder')).toBe('Not set');

    await page.getByLabel('Client id', { exact: true }).fill('1000.ABC');
    await secretInput.fill(secret);
    await save(page);
    await see(page, 'Zoho settings saved');
    const sealed = (await stored(ctx.server, 'record.zoho')) as Record<string, string>;
    expect(sealed.client_id).toBe('1000.ABC');
    expect(sealed.client_secret).toMatch(/^v1:/);
    expect(JSON.stringify(sealed)).not.toContain(secret);

    await page.reload();
    await secretInput.waitFor();
    await expect.poll(() => page.getByLabel('Client id', { exact: true }).inputValue()).toBe('1000.ABC');
    expect(await secretInput.inputValue()).toBe('');
    expect(await secretInput.getAttribute('placeholder')).toBe('Saved — leave empty to keep');
    expect(await page.content()).not.toContain(secret);
    await settle(page);
    await ctx.browser.screenshot('settings-zoho');

    // Saving other fields keeps the secret.
    await page.getByRole('switch', { name: 'Active' }).check();
    await save(page);
    await see(page, 'Zoho settings saved');
    const after = (await stored(ctx.server, 'record.zoho')) as Record<string, unknown>;
    expect(after.client_secret).toBe(sealed.client_secret);
    expect(after.is_active).toBe(true);

    // Removing it is a choice of its own, undone until saved.
    await page.getByRole('button', { name: 'Remove the saved client secret' }).click();
    expect(await secretInput.getAttribute('placeholder')).toBe('Removed on save');
    await page.getByRole('button', { name: 'Keep the saved client secret' }).click();
    await see(page, 'No unsaved changes');
    await page.getByRole('button', { name: 'Remove the saved client secret' }).click();
    await save(page);
    await see(page, 'Zoho settings saved');
    await expect.poll(() => secretInput.getAttribute('placeholder')).toBe('Not set');
    expect(((await stored(ctx.server, 'record.zoho')) as Record<string, unknown>).client_secret).toBe('');
  });

  it('shows an empty menu to a user without settings rights, and a read-only record to a viewer', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, 'olga@example.com', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expectPath(page, '/settings-menu');
    // Operations has the providers right, and with it the rate item types; nothing else of settings.
    await page.getByRole('link', { name: 'Rate item types' }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Lists']);
    const operations = await ctx.server.db
      .selectFrom('user_groups')
      .select('id')
      .where('name', '=', 'Operations')
      .executeTakeFirstOrThrow();
    await ctx.server.db
      .updateTable('group_permissions')
      .set({ is_active: false })
      .where('group_id', '=', operations.id)
      .where('permission_key', '=', 'providers')
      .execute();
    await bumpGroupVersion(ctx.server, operations.id);
    await page.reload();
    await see(page, 'You have no settings to see');
    expect(await page.getByRole('heading', { name: 'Finance' }).count()).toBe(0);
    await settle(page);
    await ctx.browser.screenshot('settings-menu-empty');
    await page.goto(`${ctx.server.url}/settings-section/vat`);
    await see(page, 'You cannot see these settings');

    // The Accounting group may see VAT settings but not change them.
    await grantToGroup(ctx.server, 'Accounting', 'vat_settings', 'view');
    const viewer = ctx.browser.page;
    await viewer.context().clearCookies();
    await viewer.evaluate(() => window.localStorage.clear());
    await signInAs(viewer, ctx.server, 'alba@example.com', DEMO_PASSWORD);
    await viewer.goto(`${ctx.server.url}/settings-menu`);
    await viewer.getByRole('link', { name: 'VAT settings', exact: true }).click();
    await expectPath(viewer, '/settings-section/vat');
    const rate = viewer.getByRole('textbox', { name: 'VAT rate' });
    await expect.poll(() => rate.inputValue()).toBe('7 %');
    expect(await rate.isDisabled()).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await see(viewer, 'changing them needs the edit right');
    expect(await viewer.getByRole('link').filter({ hasText: 'Zoho' }).count()).toBe(0);
  });
});
