import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type E2EBrowser, openBrowser } from './support/browser.ts';
import { type E2EServer, startServer } from './support/server.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, see, signInThroughForm } from './support/session.ts';

describe('the signed-in shell', () => {
  let server: E2EServer;
  let browser: E2EBrowser | null = null;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await browser?.close();
    browser = null;
  });

  it('lists only the reports the user has the view right on', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, 'olga@example.com', DEMO_PASSWORD);
    await expectPath(page, '/home');
    await page.getByRole('button', { name: /Reports/ }).click();
    await page.getByRole('menuitem', { name: 'Next Days', exact: true }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'VAT' }).count()).toBe(0);
    await browser.screenshot('header-reports');
  });

  it('offers a skip link as the first Tab stop, which takes the focus past the header to the screen', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    // A fresh load of a screen shown in full: focus starts at the top of the document, not at a heading.
    await page.goto(`${server.url}/home`);
    await page.getByRole('button', { name: 'Customize' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await browser.screenshot('skip-link');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab goes into the screen, not back to the header.
    await page.keyboard.press('Tab');
    const inMain = () => page.evaluate(() => !!document.activeElement?.closest('#main-content'));
    await expect.poll(inMain).toBe(true);
  });

  it('keeps a nav link active on its detail routes', async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    await page.goto(`${server.url}/trip-details/7`);
    const trips = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Trips', exact: true });
    await expect.poll(() => trips.getAttribute('aria-current')).toBe('page');
  });

  it('switches to the Menu toggle below 464 px', async () => {
    browser = await openBrowser({ width: 463, height: 800 });
    const { page } = browser;
    await page.goto(`${server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    await expectPath(page, '/invoices');
    await browser.screenshot('mobile-menu');
    await page.setViewportSize({ width: 464, height: 800 });
    await expect.poll(() => page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
    await see(page, 'Invoices');
  });
});
