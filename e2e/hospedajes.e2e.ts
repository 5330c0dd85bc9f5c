import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSes } from '../apps/api/test/support/fake-ses.ts';
import { type E2EBrowser, openBrowser } from './support/browser.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { type E2EServer, startServer } from './support/server.ts';
import { ADMIN, expectPathLike, see } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

const demoTrip = 'Hospedajes demo: Santiago weekend';
const table = (page: Page) => page.getByRole('table', { name: 'Hospedajes report' });
const demoRow = (page: Page) => table(page).locator('tbody tr', { hasText: demoTrip });

describe('the Hospedajes report against a fake SES.Hospedajes', () => {
  let ses: Awaited<ReturnType<typeof startFakeSes>>;
  let server: E2EServer;
  let browser: E2EBrowser;

  beforeAll(async () => {
    ses = await startFakeSes();
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
    await ses?.close();
  });
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(() => browser.close());

  it('shows a night missing a document; completed on the trip, it is sent and accepted', async () => {
    const { page } = browser;
    await signInAs(page, server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/reports/hospedajes_report');
    await see(page, 'Not configured');
    await page.getByRole('searchbox', { name: 'Search hospedajes report' }).fill('Hospedajes demo');
    // The search is applied (it waits for the typing to pause) and its rows are in: the row is not redrawn under the click below.
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Hospedajes demo');
    await expect.poll(() => table(page).getAttribute('aria-busy')).not.toBe('true');
    await expect
      .poll(() => demoRow(page).textContent(), { timeout: scaled(10_000) })
      .toContain('traveller 2: document');
    await settle(page);
    await browser.screenshot('hospedajes-report-missing');

    // Sending switched on, pointed at the fake service.
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const headers = { authorization: `Bearer ${token}` };
    const record = (await server.app.inject({ url: '/api/v1/settings/hospedajes', headers })).json();
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/v1/settings/hospedajes',
      headers,
      payload: {
        version: record.version,
        values: {
          is_active: true,
          test_endpoint: ses.url,
          user: 'WS-E2E',
          password: 'e2e-secret',
          landlord_code: '0000000042',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await demoRow(page).getByRole('link').first().click();
    await expectPathLike(page, /^\/trip-details\/\d+$/);
    const second = page.getByRole('group', { name: 'Traveller 2' });
    await second.waitFor({ timeout: scaled(10_000) });
    await second.getByRole('combobox', { name: 'Document type' }).click();
    await page.getByRole('option', { name: 'Passport' }).click();
    await second.getByRole('textbox', { name: 'Document number' }).fill('PA1234567');
    await page.getByRole('button', { name: 'Save travellers' }).click();
    await see(page, 'Travellers saved');
    await browser.screenshot('hospedajes-travellers');

    await expect.poll(() => ses.sent().length, { timeout: scaled(20_000) }).toBeGreaterThan(0);
    expect(ses.sent()[0]!.xml).toContain('<numeroDocumento>PA1234567</numeroDocumento>');
    await page.goto(`${server.url}/reports/hospedajes_report`);
    await page.getByRole('searchbox', { name: 'Search hospedajes report' }).fill('Hospedajes demo');
    await expect
      .poll(
        async () => {
          // The list keeps its search in the address: a reload asks again.
          await page.reload();
          await demoRow(page).waitFor({ timeout: scaled(10_000) });
          return demoRow(page).textContent();
        },
        { timeout: scaled(30_000) },
      )
      .toContain('Accepted');
    expect(await demoRow(page).textContent()).not.toContain('traveller 2');
    await expect(page.getByText('Not configured').count()).resolves.toBe(0);
    await settle(page);
    await browser.screenshot('hospedajes-report-accepted');
    // The connection's settings screen, the password kept sealed.
    await page.goto(`${server.url}/settings-section/hospedajes`);
    await see(page, 'Web-service user');
    await settle(page);
    await browser.screenshot('hospedajes-settings');
  });
});
