import { describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { fillDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { DEMO_PASSWORD, expectPath, signInThroughForm } from './support/session.ts';

describe('the interface language', () => {
  const ctx = useServerAndBrowser();
  const nav = (page: typeof ctx.browser.page, name: string) =>
    page.getByRole('navigation', { name: /^(Main|Principal)$/ }).getByRole('link', { name, exact: true });

  it('switches to Spanish from the account menu, keeps it after a reload and on another device', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, 'olga@example.com', DEMO_PASSWORD);
    await expectPath(page, '/home');
    await nav(page, 'Trips').waitFor();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await nav(page, 'Viajes').waitFor();
    await page.getByText('Hola, Olga').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await ctx.browser.screenshot('home-in-spanish');

    await page.reload();
    await nav(page, 'Viajes').waitFor();

    // A fresh browser speaks English until Olga signs in: then her own choice applies.
    const other = await openBrowser();
    try {
      await other.page.goto(`${ctx.server.url}/login`);
      await signInThroughForm(other.page, 'olga@example.com', DEMO_PASSWORD);
      await nav(other.page, 'Viajes').waitFor();
      await other.page.getByRole('button', { name: 'Cuenta' }).click();
      await other.page.getByRole('menuitem', { name: 'English' }).click();
      await nav(other.page, 'Trips').waitFor();
    } finally {
      await other.close();
    }
  });

  it('shows a list, a form error and a toast in Spanish', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.evaluate(() => localStorage.setItem('ui_locale', 'es'));
    await page.reload();
    await page.getByLabel('Correo electrónico').fill('pablo@example.com');
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectPath(page, '/home');

    await page.goto(`${ctx.server.url}/trips`);
    await page.getByRole('heading', { name: 'Viajes', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: /Nombre del viaje/ }).waitFor();

    await page.goto(`${ctx.server.url}/new-trip`);
    await page.getByRole('button', { name: 'Crear viaje' }).click();
    await page.getByText('Obligatorio').first().waitFor();
    await page.getByRole('textbox', { name: 'Nombre del viaje' }).fill('Ruta en español');
    await fillDate(page.getByLabel('Fecha de inicio'), '2027-05-03', 'es');
    await fillDate(page.getByLabel('Fecha de fin'), '2027-05-09', 'es');
    await page.getByRole('button', { name: 'Crear viaje' }).click();
    await page.getByText('Viaje creado').waitFor();
    await ctx.browser.screenshot('new-trip-in-spanish');

    // Money is typed the Spanish way: a comma before the cents, points between thousands.
    const price = page.getByLabel(/^Precio del viaje/);
    await price.fill('2400,5');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Viaje guardado').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = await ctx.server.db
      .selectFrom('trips')
      .select('trip_price')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved.trip_price).toBe(2400.5);
    await page.reload();
    await expect.poll(() => price.inputValue()).toBe('2.400,5');
  });
});
