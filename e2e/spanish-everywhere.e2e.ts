import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { ADMIN, expectPath, see } from './support/session.ts';

/** Reference values as the database's English rows name them: none may reach a Spanish reader. */
const english = [
  'Requested',
  'Confirmed',
  'Active',
  'Pending',
  'Sent',
  'Not sent',
  'Breakfast',
  'Room only',
  'Low season',
  'High season',
  'Accommodation',
  'Luggage',
  'Bank transfer',
  'Credit card',
  'Approved',
  'Received',
  'Paid',
  'Unpaid',
  'Disputed',
  'Not invoiced',
  'English',
  'Spanish',
  'Completed',
  'In progress',
  'Cancelled',
  'Declined',
  'Walking',
  'Cycling',
  'Spain',
];
const englishValue = new RegExp(`(?<![\\p{L}-])(${english.join('|')})(?![\\p{L}-])`, 'gu');

/** The English reference values on the screen: its text and its pickers' values (typed text is the user's). */
async function englishOn(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // biome-ignore lint/performance/useDomNodeTextContent: what the reader sees is the point
  const text = await page.locator('#main-content').innerText();
  const values = await page
    .locator('#main-content input[aria-haspopup], #main-content input[readonly]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  return [...`${text}\n${values.join('\n')}`.matchAll(englishValue)].map((m) => m[0]);
}

describe('reference data in Spanish', () => {
  const ctx = useServerAndBrowser();

  it('walks the everyday screens in Spanish and finds no English reference value', async () => {
    const { page } = ctx.browser;
    const { db, url } = ctx.server;
    const trip = await db
      .selectFrom('trips')
      .select('id')
      .where('trip_name', 'like', 'Sarria to Santiago%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const provider = await db
      .selectFrom('providers')
      .select('id')
      .where('category_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await page.goto(`${url}/login`);
    await page.evaluate(() => localStorage.setItem('ui_locale', 'es'));
    await page.reload();
    await page.getByLabel('Correo electrónico').fill(ADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/home');

    const screens: [path: string, shows: string | RegExp][] = [
      ['/home', /Hola, /],
      ['/trips', 'Activo'],
      [`/trip-details/${trip.id}`, 'Confirmado'],
      ['/providers', 'Alojamiento'],
      [`/provider-details/${provider.id}`, 'Alojamiento'],
      ['/invoices', /Pagada|Sin pagar/],
      ['/transfers', 'Equipaje'],
      ['/tasks', /Pendiente|En curso/],
      ['/reports/accommodations_report', 'Confirmado'],
      ['/reports/prepayments_report', 'Prepago'],
    ];
    const found: Record<string, string[]> = {};
    for (const [path, shows] of screens) {
      await openInApp(page, path);
      await see(page, shows, 20_000);
      const leftovers = await englishOn(page);
      if (leftovers.length > 0) found[path] = [...new Set(leftovers)];
      await ctx.browser.screenshot(`spanish${path.replaceAll('/', '-').replace(/-\d+$/, '')}`);
    }
    expect(found).toEqual({});

    // Notifications are stored as a kind and its values: the demo's welcome reads in Spanish.
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await see(page, 'Le damos la bienvenida al Trip Back-Office.');
    await ctx.browser.screenshot('spanish-notifications');
  });
});
