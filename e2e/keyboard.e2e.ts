import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { ADMIN, expectPath, expectPathLike, signInThroughForm } from './support/session.ts';

describe('the keyboard', () => {
  const ctx = useServerAndBrowser();

  it('opens any screen, finds a trip by its customer, a dossier by its title and an itinerary by its name from the palette (Ctrl+K)', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');

    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Screen or record to open' });
    await box.fill('currency');
    await page.getByRole('option', { name: /Currency/ }).waitFor();
    // Enter opens the highlighted entry: wait until it is the one a person would see highlighted.
    await expect.poll(() => page.getByRole('option', { selected: true }).textContent()).toContain('Currency');
    await page.keyboard.press('Enter');
    await expectPath(page, '/currency');
    // The new screen starts at its heading.
    await expect
      .poll(() =>
        page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`),
      )
      .toBe('H1:Currency');

    await page.keyboard.press('Control+k');
    await box.fill('Hartley');
    const trip = page.getByRole('option', { name: /Sarria to Santiago · Hartley/ });
    await trip.waitFor();
    await ctx.browser.screenshot('command-palette');
    // The first option is the trip: no screen is called Hartley.
    expect(await page.getByRole('option').first().textContent()).toContain('Hartley');
    await page.keyboard.press('Enter');
    await expectPathLike(page, /^\/trip-details\/\d+$/);
    await page
      .getByRole('heading', { name: /Hartley/ })
      .first()
      .waitFor();

    // A dossier is found by its title and opens at the setting chosen, as on the dossiers list.
    const leon = await ctx.server.db
      .selectFrom('dossier_settings')
      .select(['id', 'dossier_id'])
      .where('title', '=', 'León and Astorga')
      .executeTakeFirstOrThrow();
    await page.keyboard.press('Control+k');
    await box.fill('La Rioja on foot');
    const dossier = page.getByRole('option', { name: /León and Astorga/ });
    await dossier.waitFor();
    expect(await page.getByRole('option', { name: /Pamplona to Logroño · PAM-LOG-4N/ }).count()).toBe(1);
    await dossier.click();
    await expectPath(page, `/dossier-details/${leon.dossier_id}/${leon.id}`);
    await page.getByRole('heading', { name: 'Navarra and La Rioja on foot' }).waitFor();

    // An itinerary by its name, shown with its holiday id.
    await page.keyboard.press('Control+k');
    await box.fill('Portuguese Coastal');
    const itinerary = page.getByRole('option', { name: /Portuguese Coastal Way.*POR-COSTA-7N/ });
    await itinerary.waitFor();
    await ctx.browser.screenshot('command-palette-itinerary');
    await itinerary.click();
    await expectPathLike(page, /^\/itineraries\/\d+$/);
    await page
      .getByRole('heading', { name: /Portuguese Coastal Way/ })
      .first()
      .waitFor();
  });

  it('finds invoices by number and trips by email, ranks an exact name first and offers actions', async () => {
    const { page } = ctx.browser;
    const { db, url } = ctx.server;
    await page.goto(`${url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    const box = page.getByRole('combobox', { name: 'Screen or record to open' });
    const first = () => page.getByRole('option').first().textContent();
    const choose = async (typed: string, expected: RegExp) => {
      await page.keyboard.press('Control+k');
      await box.fill(typed);
      await expect.poll(() => page.getByRole('option', { selected: true }).textContent()).toMatch(expected);
      await page.keyboard.press('Enter');
    };

    const invoice = await db
      .selectFrom('invoices')
      .select(['id', 'invoice_number'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await choose(invoice.invoice_number, new RegExp(invoice.invoice_number));
    await expectPath(page, `/invoice-details/${invoice.id}`);

    const trip = await db
      .selectFrom('trips')
      .select(['id', 'customer_email'])
      .where('trip_name', 'like', '%Hartley')
      .executeTakeFirstOrThrow();
    await choose(trip.customer_email, /Hartley/);
    await expectPath(page, `/trip-details/${trip.id}`);

    await page.keyboard.press('Control+k');
    await box.fill('Burgos');
    await page
      .getByRole('option', { name: /Locations/ })
      .first()
      .waitFor();
    expect(await first()).toMatch(/^Burgos\s*Locations$/);
    await page.keyboard.press('Escape');

    await choose('new trip', /New trip/);
    await expectPath(page, '/new-trip');
    await choose('español', /Switch to Español/);
    await page.getByRole('heading', { name: 'Nuevo viaje' }).waitFor();
    // The choice is kept with the profile: the tests after this one expect the admin in English.
    const language = async () =>
      (await db.selectFrom('users').select('ui_language').where('email', '=', ADMIN.email).executeTakeFirst())
        ?.ui_language;
    await expect.poll(language).toBe('es');
    await db.updateTable('users').set({ ui_language: null }).where('email', '=', ADMIN.email).execute();
  });

  it('saves a trip with Ctrl+S from inside a field', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    await page.goto(`${ctx.server.url}/trip-details/1`);
    const section = page.getByLabel('Section', { exact: true });
    await section.fill('Stage 3 to 9');
    await page.getByText('Unsaved changes').waitFor();
    await page.keyboard.press('Control+s');
    await page.getByText('No unsaved changes').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Section', { exact: true }).inputValue()).toBe('Stage 3 to 9');
  });
});
