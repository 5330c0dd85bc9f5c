import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { type E2EBrowser, openBrowser } from './support/browser.ts';
import { type E2EServer, startServer } from './support/server.ts';
import { expectPath, see, signInThroughForm } from './support/session.ts';

describe('resetting a password', () => {
  let server: E2EServer;
  let browser: E2EBrowser;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('asks for the human check before sending', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/request-to-reset`);
    await page.getByLabel('Email').fill('alba@example.com');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await see(page, 'Enter reCaptcha');
    await browser.screenshot('request-to-reset');
  });

  it('emails a link that changes the password, then signs in with it', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: /forgot password/i }).click();
    await expectPath(page, '/request-to-reset');
    await page.getByLabel('Email').fill('alba@example.com');
    await page.locator('altcha-widget input[type="checkbox"]').click();
    await see(page, /verified/i, 30_000);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await see(page, 'Check your email');
    await browser.screenshot('request-to-reset-sent');
    await expectPath(page, '/login', 8_000);

    const mail = await server.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'alba@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = new URL(/http\S+change-password\S+/.exec(mail.body)![0]);
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await page.getByLabel('Confirm new password').fill('weaker');
    await page.getByRole('button', { name: 'CHANGE' }).click();
    await see(page, 'Password must have at least one Uppercase Character.');
    await see(page, 'Must match');
    await browser.screenshot('change-password-errors');
    await page.getByLabel('New password', { exact: true }).fill('Fresh#Pass9');
    await page.getByLabel('Confirm new password').fill('Fresh#Pass9');
    await page.getByRole('button', { name: 'CHANGE' }).click();
    await see(page, /password has been changed/i);
    await expectPath(page, '/login', 6_000);
    await signInThroughForm(page, 'alba@example.com', 'Fresh#Pass9');
    await expectPath(page, '/home');
  });

  it('says "You are not authorized" without a token', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/change-password?email=alba@example.com`);
    await see(page, 'You are not authorized');
    await browser.screenshot('change-password-no-token');
  });
});
