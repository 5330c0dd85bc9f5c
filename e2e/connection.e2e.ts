import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { ADMIN, expectPath, signInThroughForm } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

describe('a lost connection to the server', () => {
  const ctx = useServerAndBrowser();

  it('says so once, and reloads the screen by itself when the server answers again', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    await openInApp(page, '/trips');
    await page.getByRole('columnheader', { name: /Trip name/ }).waitFor();

    const away = /\/api\/v1\/|\/healthz/;
    await page.route(away, (route) => route.abort('connectionrefused'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Providers', exact: true })
      .click();
    // The list gives up only after its own retries: by then every failed call has happened.
    await page.getByRole('button', { name: 'Try again' }).waitFor({ timeout: scaled(30_000) });
    expect(await page.getByText('Network Error', { exact: true }).count()).toBe(1);
    await ctx.browser.screenshot('connection-lost');

    await page.unroute(away);
    await page.getByText('Connection restored').waitFor({ timeout: scaled(30_000) });
    await ctx.browser.screenshot('connection-restored');
    await page.getByRole('columnheader', { name: /Commercial name/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByText('Network Error', { exact: true }).count()).toBe(0);
  });
});
