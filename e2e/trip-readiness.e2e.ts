import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { idOf, pick } from './support/providers.ts';
import { hideSticky, shoot } from './support/screenshots.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, expectPathLike, see, signInAdminIn } from './support/session.ts';

/** The trip screen without its sticky header and save bar, which would cover what is shot. */
const readiness = (page: Page) => page.getByRole('alert', { name: 'Readiness' });

/** A demo trip whose readiness lists this code among its errors. */
async function tripWithError(server: E2EServer, code: string) {
  const { rows } = await sql<{ id: number }>`select id from trips
    where ${code} = any(problem_errors) order by start_date limit 1`.execute(server.db);
  expect(rows, `a demo trip with ${code}`).toHaveLength(1);
  return rows[0]!.id;
}

describe('trip readiness', () => {
  const ctx = useServerAndBrowser();

  it('shows what a trip lacks at its top, and each problem opens what to fix', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const id = await tripWithError(ctx.server, 'luggage_stage_missing');
    await page.goto(`${ctx.server.url}/trip-details/${id}`);
    const gap = readiness(page).getByRole('button', {
      name: /No luggage transfer from .+ there is no route/,
    });
    await gap.first().waitFor();
    await gap.first().click();
    const section = page.locator('#trip-section-luggage_transfers');
    await expect.poll(() => section.evaluate((el) => el === document.activeElement)).toBe(true);
    await readiness(page).scrollIntoViewIfNeeded();
    await settle(page);
    await shoot(page, 'trip-readiness-panel', { style: hideSticky });
  });

  it('reads in Spanish: the panel, and an activation that would keep errors', async () => {
    const { page } = ctx.browser;
    await signInAdminIn(ctx, 'es');
    const { id: pending } = await ctx.server.db
      .selectFrom('trips')
      .select('id')
      .where('trip_name', '=', 'Hospedajes demo: Santiago weekend')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/trip-details/${pending}`);
    const panel = page.getByRole('alert', { name: 'Preparación' });
    await panel.getByText('El viaje no tiene precio').waitFor();
    await panel.getByText('El viaje no tiene marca').waitFor();
    await settle(page);
    await shoot(panel, 'trip-readiness-panel-es');
    await pick(page, 'Estado general', 'act', 'Activo');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '¿Activar este viaje?' });
    await dialog
      .getByRole('list', { name: 'Errores del viaje' })
      .getByText('El viaje no tiene precio')
      .waitFor();
    expect(await dialog.getByRole('button', { name: 'Activar y enviar' }).isDisabled()).toBe(true);
    await settle(page);
    await shoot(page, 'trip-activate-errors-es');
    await dialog.getByRole('button', { name: 'Todavía no' }).click();
    await ctx.server.db
      .updateTable('users')
      .set({ ui_language: 'en' })
      .where('email', '=', ADMIN.email)
      .execute();
  });

  it("lists the week's problems on home, most urgent first, and opens the trip at the fix", async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/home');
    const panel = page.getByRole('region', { name: 'Needs attention' });
    const items = panel.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBeGreaterThan(0);
    await settle(page);
    await ctx.browser.screenshot('home-needs-attention');
    const trip = (await items.first().getByRole('link').textContent())!;
    await items.first().getByRole('link').click();
    await expectPathLike(page, /^\/trip-details\/\d+$/);
    await see(page, trip);
    await readiness(page).waitFor();

    // The whole list of trips with problems, with their count column.
    await page.goto(`${ctx.server.url}/home`);
    await panel.getByRole('link', { name: 'See every trip with problems' }).click();
    await expectPathLike(page, /^\/trips$/);
    await page.getByRole('columnheader', { name: 'Problems' }).waitFor();
    await page
      .getByRole('row')
      .nth(1)
      .getByLabel(/problems, with errors|error/)
      .waitFor();
    await settle(page);
    await ctx.browser.screenshot('trips-problems-filter');
  });

  it('asks before a trip turns Active, saying what will go out, and sends on confirm', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const call = apiAs(ctx.server, token);
    const next = new Date().getFullYear() + 1;
    const created = await call('POST', '/trips', {
      trip_name: 'Readiness activation',
      start_date: `${next}-06-01`,
      end_date: `${next}-06-02`,
    });
    expect(created.trip.general_status_id).toBe(1);
    const loaded = await call('GET', `/trips/${created.trip.id}`);
    const { id, tags, version, created_at, updated_at, total_cost, gross_margin, gross_margin_per, ...trip } =
      loaded.trip;
    await call('PUT', `/trips/${id}`, {
      version,
      trip: { ...trip, tag_ids: [] },
      accommodations: [
        {
          location_id: await idOf(ctx.server, 'locations', 'name', 'Pamplona'),
          provider_id: await idOf(ctx.server, 'providers', 'commercial_name', 'Hotel Palacio del Camino'),
          checkin_date: `${next}-06-01`,
          checkout_date: `${next}-06-02`,
          people: 1,
          individual_rooms: 1,
          is_send_email: true,
        },
      ],
    });
    await page.goto(`${ctx.server.url}/trip-details/${id}`);
    await pick(page, 'General status', 'act', 'Active');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Make this trip Active?' });
    await dialog.getByText('1 request to 1 provider').waitFor();
    // Errors come first: the trip has no price and no customer, so going on takes a second yes.
    const errors = dialog.getByRole('list', { name: 'Errors of the trip' });
    await errors.getByText('The trip has no price').waitFor();
    await errors.getByText("The customer's name and email are missing").waitFor();
    const send = dialog.getByRole('button', { name: 'Make Active and send' });
    expect(await send.isDisabled()).toBe(true);
    await settle(page);
    await ctx.browser.screenshot('trip-activate-confirm');
    await dialog.getByRole('checkbox', { name: 'Make it Active with these errors' }).check();
    await send.click();
    await expect.poll(async () => (await call('GET', `/trips/${id}`)).trip.general_status_id).toBe(2);
  });
});
