import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, see, signInThroughForm } from './support/session.ts';

describe('signing in', () => {
  const ctx = useServerAndBrowser();

  it('signs in and lands on /home with the header', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await ctx.browser.screenshot('login');
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    await see(page, 'Welcome, Ada');
    for (const link of [
      'Home',
      'Tasks',
      'Trips',
      'Providers',
      'Locations',
      'Transfers',
      'Dossiers',
      'Invoices',
    ]) {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: link, exact: true })
        .waitFor();
    }
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      right: localStorage.getItem('right'),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.right!).trips).toEqual(['view', 'create', 'edit']);
    await ctx.browser.screenshot('home');
  });

  it('shows the server errors under "Error" and clears them when a field is edited', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/`);
    await signInThroughForm(page, 'olga@example.com', 'Wrong#123');
    await see(page, 'The email address or password is incorrect.');
    await see(page, 'Error');
    await ctx.browser.screenshot('login-error');
    await page.getByLabel('Email').fill('olga@example.org');
    await expect.poll(() => page.getByText('The email address or password is incorrect.').count()).toBe(0);
  });

  it('validates the form before sending', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await see(page, 'Invalid email address');
    await see(page, 'Required');
  });

  it('returns to the remembered path after sign-in', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/trips`);
    await expectPath(page, '/');
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/trips');
  });

  it('asks a flagged user for the SMS code on /verify', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, 'vera@example.com', DEMO_PASSWORD);
    await expectPath(page, '/verify');
    await see(page, /\*{8}004/);
    await ctx.browser.screenshot('verify');
    const sms = await ctx.server.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', '+34600000004')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await page.getByLabel('Security code').fill(/(\d{6})/.exec(sms.body)![1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectPath(page, '/home');
    await see(page, 'Welcome, Vera');
  });

  it('signs out, revoking the session', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const res = await fetch(`${ctx.server.url}/api/v1/get-user-permission`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
  });

  it('sends the user back to sign in on a 401 and remembers where they were', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Providers' }).click();
    await expectPath(page, '/providers');
    await ctx.server.db.updateTable('sessions').set({ revoked_at: new Date() }).execute();
    // The next API call (the reload's, or the unread-count poll's) answers 401.
    await page.reload().catch(() => undefined);
    await expectPath(page, '/');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/providers');
  });
});
