import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeProblems, describeProblem } from './support/axe.ts';
import { openBrowser } from './support/browser.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { shoot } from './support/screenshots.ts';
import { type E2EServer, startServer } from './support/server.ts';
import { ADMIN } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

/** A Spanish trip of two in two hotels in Spain, with its travellers' link. */
async function tripWithLink(server: E2EServer, name: string) {
  const db = server.db;
  const spain = (
    await db.selectFrom('countries').select('id').where('iso2', '=', 'ES').executeTakeFirstOrThrow()
  ).id;
  const hotel = async (label: string) =>
    (
      await db
        .insertInto('providers')
        .values({
          category_id: 1,
          commercial_name: label,
          country_id: spain,
          address: 'Rúa 1',
          postal_code: '15705',
          city: 'Santiago',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const trip = (
    await db
      .insertInto('trips')
      .values({
        trip_name: name,
        holiday_name: `Camino ${name}`,
        start_date: '2031-06-10',
        end_date: '2031-06-12',
        travellers: 2,
        language_id: 2,
        customer_first_name: 'Lucía',
        customer_last_name: 'García',
        customer_email: 'lucia@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (const [i, label] of ['Hostal Sarria', 'Pensión Portomarín'].entries())
    await db
      .insertInto('trip_accommodations')
      .values({
        trip_id: trip,
        provider_id: await hotel(label),
        checkin_date: `2031-06-1${i}`,
        checkout_date: `2031-06-1${i + 1}`,
        people: 2,
        double_rooms: 1,
        trip_service_status_id: 3,
      })
      .execute();
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { identifier: ADMIN.email, password: ADMIN.password },
  });
  const made = await server.app.inject({
    method: 'POST',
    url: `/api/v1/trips/${trip}/traveller-link`,
    payload: {},
    headers: { authorization: `Bearer ${signIn.json().access_token}` },
  });
  expect(made.statusCode, made.body).toBe(200);
  return { trip, path: new URL(made.json().url).pathname };
}

/** Presses Tab until the field named `id` has the focus: the page is used by keyboard alone. */
async function tabTo(page: Page, id: string) {
  for (let presses = 0; presses < 80; presses++) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

/** A date as this browser's date field takes it typed: its parts in the browser's own order. */
async function dateKeys(page: Page, iso: string) {
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat().formatToParts(new Date(2000, 10, 22)).map((p) => p.type),
  );
  const [year, month, day] = iso.split('-');
  const parts: Record<string, string> = { year: year!, month: month!, day: day! };
  return order
    .filter((t) => t in parts)
    .map((t) => parts[t])
    .join('');
}

describe("the travellers' own page", () => {
  let server: E2EServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is filled in by keyboard alone, in Spanish, on a 390 px phone', async () => {
    const { trip, path } = await tripWithLink(server, 'Teclado');
    const browser = await openBrowser({ width: 390, height: 844 });
    try {
      const { page } = browser;
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: 'Camino Teclado' }).waitFor({ timeout: scaled(15_000) });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.getByText('Dónde duerme').waitFor();
      const loaded = await page.evaluate(() => {
        const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return Math.round(nav!.loadEventEnd - nav!.startTime);
      });
      console.info(`travellers' page: loaded in ${loaded} ms (navigation to load event)`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const type = async (id: string, text: string) => {
        await tabTo(page, id);
        await page.keyboard.type(text);
      };
      // The first traveller: the customer, with a DNI whose letter is wrong at first.
      await type('traveller-0-surname2', 'Pérez');
      await type('traveller-0-document_type', 'DNI');
      await type('traveller-0-document_number', '12345678A');
      await type('traveller-0-document_support', 'ABC123456');
      await type('traveller-0-nationality_id', 'España');
      await type('traveller-0-birth_date', await dateKeys(page, '1980-02-29'));
      await type('traveller-0-sex', 'Mujer');
      await type('traveller-0-address', 'Calle Mayor 5');
      await type('traveller-0-postal_code', '28013');
      await type('traveller-0-country_id', 'España');
      await type('traveller-0-municipality_code', '28079');
      await type('traveller-0-municipality_name', 'Madrid');
      await type('traveller-0-phone', '+34600111222');
      await type('traveller-0-diet', 'Vegetariana');
      await type('traveller-0-emergency_name', 'Pedro García');
      await type('traveller-0-emergency_phone', '+34600999888');
      // The second: a British passport holder.
      await type('traveller-1-first_name', 'John');
      await type('traveller-1-surname1', 'Smith');
      await type('traveller-1-document_type', 'Pasaporte');
      await type('traveller-1-document_number', 'X9876543');
      await type('traveller-1-nationality_id', 'Reino Unido');
      await type('traveller-1-birth_date', await dateKeys(page, '1979-07-01'));
      await type('traveller-1-sex', 'Hombre');
      await type('traveller-1-address', '10 Downing Street');
      await type('traveller-1-postal_code', 'SW1A 2AA');
      await type('traveller-1-country_id', 'Reino Unido');
      await type('traveller-1-municipality_name', 'London');
      await type('traveller-1-email', 'john@example.com');
      await tabTo(page, 'save-details');
      await page.keyboard.press('Enter');

      // The wrong letter is named next to its field, in Spanish; nothing typed is lost.
      const numberField = page.locator('#traveller-0-document_number');
      await expect
        .poll(() => numberField.getAttribute('aria-invalid'), { timeout: scaled(10_000) })
        .toBe('true');
      await page.getByText('Este DNI no es válido').waitFor();
      expect(await numberField.inputValue()).toBe('12345678A');
      await browser.screenshot('traveller-page-es-error-390');
      await numberField.scrollIntoViewIfNeeded();
      await shoot(page, 'traveller-page-es-error-390-field');

      await numberField.focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('Z');
      await tabTo(page, 'save-details');
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: 'Gracias: sus datos están guardados.' })
        .waitFor({ timeout: scaled(10_000) });
      await page.getByText('No falta nada. ¡Gracias!').waitFor();
      await browser.screenshot('traveller-page-es-390');

      const saved = await server.db
        .selectFrom('trip_travellers')
        .select(['first_name', 'document_number', 'birth_date', 'diet', 'emergency_phone'])
        .where('trip_id', '=', trip)
        .orderBy('position')
        .execute();
      expect(saved.map((t) => [t.first_name, t.document_number, t.diet, t.emergency_phone])).toEqual([
        ['Lucía', '12345678Z', 'Vegetariana', '+34600999888'],
        ['John', 'X9876543', '', ''],
      ]);
    } finally {
      await browser.close();
    }
  });

  it('has no serious or moderate accessibility problem in English, Spanish and German at 360 px', async () => {
    const { path } = await tripWithLink(server, 'Idiomas');
    const browser = await openBrowser({ width: 360, height: 780 });
    try {
      const { page } = browser;
      await page.goto(`${server.url}${path}`);
      const names = { es: 'Nombre', en: 'First name', de: 'Vorname' } as const;
      for (const lang of ['es', 'en', 'de'] as const) {
        await page.locator('#page-language').selectOption(lang);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: scaled(10_000) })
          .toBe(lang);
        await page.getByLabel(names[lang], { exact: true }).first().waitFor();
        expect((await axeProblems(page)).map(describeProblem), lang).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await browser.screenshot(`traveller-page-${lang}-360`);
        await shoot(page, `traveller-page-${lang}-360-top`);
      }
      // A link not ours: a clear page, no data.
      await page.goto(`${server.url}/traveller/1.1.${'x'.repeat(43)}`);
      await page.getByRole('heading', { name: /Link not valid|Enlace no válido|Link ungültig/ }).waitFor();
      expect((await axeProblems(page)).map(describeProblem)).toEqual([]);
      await browser.screenshot('traveller-page-refused');
    } finally {
      await browser.close();
    }
  });
  it("lets staff copy, regenerate and revoke the link from the trip's Travellers panel", async () => {
    const { trip, path } = await tripWithLink(server, 'Panel');
    const browser = await openBrowser();
    try {
      const { page } = browser;
      await signInAs(page, server, ADMIN.email, ADMIN.password);
      await openInApp(page, `/trip-details/${trip}`);
      const link = page.getByRole('textbox', { name: 'Link for the travellers' });
      await expect.poll(() => link.inputValue(), { timeout: scaled(15_000) }).toContain(path);
      await link.scrollIntoViewIfNeeded();
      await settle(page);
      await shoot(page, 'traveller-link-panel');
      await page.getByRole('button', { name: 'Make a new link' }).click();
      await expect.poll(() => link.inputValue(), { timeout: scaled(10_000) }).not.toContain(path);
      const refused = await page.request.get(`${server.url}/api/v1${path}`);
      expect(refused.status()).toBe(410);
      await page.getByRole('button', { name: 'Revoke link' }).click();
      await page.getByText('No link yet').waitFor({ timeout: scaled(10_000) });
    } finally {
      await browser.close();
    }
  });
});
