import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath, see } from './support/session.ts';

const body = (page: Page) => page.getByRole('textbox', { name: 'Body', exact: true });
const subject = (page: Page) => page.getByRole('textbox', { name: 'Subject', exact: true });
const preview = (page: Page) => page.frameLocator('iframe[title="Email preview"]').locator('body');
const previewText = (page: Page) =>
  preview(page)
    .textContent({ timeout: 2000 })
    .then((text) => text ?? '')
    .catch(() => '');
const previewSubject = async (page: Page) => (await page.getByTestId('preview-subject').textContent()) ?? '';

describe('email templates', () => {
  const ctx = useServerAndBrowser();

  it('edits a template, inserts a variable from the menu, sees the preview follow, saves and finds it after a reload', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/settings-menu');
    await page.getByRole('link', { name: 'Email templates' }).click();
    await expectPath(page, '/booking-request');
    await page
      .getByRole('navigation', { name: 'Email templates' })
      .getByRole('link', { name: 'Booking confirmation' })
      .click();
    await expectPath(page, '/booking-confirmation');
    await body(page).waitFor();
    // The demo text rendered with the example data.
    await expect.poll(() => previewText(page), { timeout: 10_000 }).toContain('Dear Manuela Vázquez');

    await subject(page).fill('Confirmed for {{ customer.first_name }}');
    await expect.poll(() => previewSubject(page)).toContain('Confirmed for Emily');

    await body(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Guest surname: ');
    await page.getByRole('button', { name: 'Insert variable', exact: true }).click();
    await page.getByRole('menuitem', { name: /customer\.last_name/ }).click();
    await expect
      .poll(async () => (await body(page).textContent()) ?? '')
      .toContain('Guest surname: {{ customer.last_name }}');
    await expect.poll(() => previewText(page), { timeout: 10_000 }).toContain('Guest surname: Hartley');

    // A name that is not a variable is refused with its line; the last good preview stays.
    const wrong = ' {{ customer.nam }}';
    await page.keyboard.type(wrong);
    await see(page, 'is not a variable of this template');
    // Removed key by key: an undo may also take back what was typed just before it.
    for (let i = 0; i < wrong.length; i++) await page.keyboard.press('Backspace');
    await expect
      .poll(async () => (await body(page).textContent()) ?? '')
      .toContain('Guest surname: {{ customer.last_name }}');
    await expect.poll(async () => (await body(page).textContent()) ?? '').not.toContain('customer.nam }}');

    await see(page, 'Unsaved changes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Template saved');
    await see(page, 'No unsaved changes');
    const row = await ctx.server.db
      .selectFrom('email_templates')
      .select(['subject', 'body', 'version'])
      .where('slug', '=', 'booking-confirmation')
      .where('lang', '=', 'en')
      .orderBy('branding_id')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Confirmed for {{ customer.first_name }}', version: 2 });
    expect(row.body).toContain('Guest surname: {{ customer.last_name }}');

    await page.reload();
    await expectPath(page, '/booking-confirmation');
    await expect.poll(() => subject(page).inputValue()).toBe('Confirmed for {{ customer.first_name }}');
    await expect
      .poll(async () => (await body(page).textContent()) ?? '')
      .toContain('Guest surname: {{ customer.last_name }}');
    await expect.poll(() => previewText(page), { timeout: 10_000 }).toContain('Guest surname: Hartley');
    await settle(page);
    await ctx.browser.screenshot('email-template-saved');
  });

  it('shows a German page falling back to the English text of the brand', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/luggage-transfer-request?lang=de');
    await body(page).waitFor();
    await see(page, 'Using another text');
    await see(page, 'use the English text of Camino Ways');
    await expect
      .poll(() => previewText(page), { timeout: 10_000 })
      .toContain('Could you move our guests’ bags');
  });

  it('previews with a real trip and sends the draft to me as a test', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/booking-request');
    await body(page).waitFor();
    await expect.poll(() => previewSubject(page), { timeout: 10_000 }).toContain('Emily Hartley');
    const picker = page.getByRole('combobox', { name: 'Preview with' });
    await picker.click();
    // The first trip's first night: the preview then reads that trip's customer and dates.
    const option = page.getByRole('option').nth(1);
    await option.waitFor();
    await option.click();
    await expect.poll(() => previewSubject(page), { timeout: 10_000 }).not.toContain('Emily Hartley');
    await see(page, "With this trip's values, as the recipient will read them.");
    await settle(page);
    await ctx.browser.screenshot('email-template-real-trip');

    await page.getByRole('button', { name: 'Send test to me' }).click();
    await see(page, `Test sent to ${ADMIN.email}.`);
    const sent = await ctx.server.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('subject', 'like', '[TEST] %')
      .executeTakeFirstOrThrow();
    expect(sent.recipient).toBe(ADMIN.email);
    expect(sent.subject).toBe(
      `[TEST] ${await previewSubject(page).then((x) => x.replace(/^Subject:\s*/, ''))}`,
    );
  });
});
