import { describe, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { expectPath, see, signInThroughForm } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

describe('resetting a password', () => {
  const ctx = useServerAndBrowser();

  it('asks for the human check before sending', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/request-to-reset`);
    await page.getByLabel('Email').fill('alba@example.com');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await see(page, 'Enter reCaptcha');
    await ctx.browser.screenshot('request-to-reset');
  });

  it('speaks Spanish in the human check when the interface does', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/request-to-reset`);
    await page.evaluate(() => localStorage.setItem('ui_locale', 'es'));
    await page.reload();
    const widget = page.locator('altcha-widget');
    await widget.getByText('No soy un robot').click();
    await widget.getByText('Verificado').waitFor({ timeout: scaled(30_000) });
  });

  it('emails a link that changes the password, then signs in with it', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('link', { name: /forgot password/i }).click();
    await expectPath(page, '/request-to-reset');
    // The sign-in form (with its own Email field) stays until the reset screen's code has loaded.
    await see(page, 'Reset your password');
    await page.getByLabel('Email').fill('alba@example.com');
    // The widget draws its own box over the input (its tick takes the click): a person clicks it or the label.
    await page.locator('altcha-widget').getByText("I'm not a robot").click();
    await see(page, /verified/i, 30_000);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await see(page, 'Check your email', 20_000);
    await ctx.browser.screenshot('request-to-reset-sent');
    await expectPath(page, '/login', 8_000);

    const mail = await ctx.server.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'alba@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = new URL(/http\S+change-password\S+/.exec(mail.body)![0]);
    await page.goto(`${ctx.server.url}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm new password').fill('weaker');
    await page.getByRole('button', { name: 'CHANGE' }).click();
    await see(page, 'Password must have at least one Uppercase Character.');
    await see(page, 'Must match');
    await ctx.browser.screenshot('change-password-errors');
    await page.getByLabel('New password', { exact: true }).fill('Fresh#Pass9');
    await page.getByLabel('Confirm new password').fill('Fresh#Pass9');
    await page.getByRole('button', { name: 'CHANGE' }).click();
    await see(page, /password has been changed/i);
    await expectPath(page, '/login', 6_000);
    await signInThroughForm(page, 'alba@example.com', 'Fresh#Pass9');
    await expectPath(page, '/home');
  });

  it('says "You are not authorized" without a token', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/change-password?email=alba@example.com`);
    await see(page, 'You are not authorized');
    await ctx.browser.screenshot('change-password-no-token');
  });
});
