import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { signInAs } from './support/people.ts';
import { idOf, pick } from './support/providers.ts';
import { shoot } from './support/screenshots.ts';
import { ADMIN, expectPath, see } from './support/session.ts';

const providersInOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Providers in priority order' })
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));

describe('transfer routes', () => {
  const ctx = useServerAndBrowser();

  it('lists the demo routes, builds a route with two providers, reorders them, adds a rate row, saves and reloads', async () => {
    const { page } = ctx.browser;
    const { server } = ctx;
    await signInAs(page, server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/transfers');
    await expectPath(page, '/transfers');
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    await see(page, 'Camino Bag Carrier');
    await shoot(page, 'transfers-list');

    await page.getByRole('link', { name: 'New route' }).click();
    await expectPath(page, '/add-transfer');
    await pick(page, 'Start location', 'santiago', 'Santiago de Compostela');
    await pick(page, 'End location', 'sarria', 'Sarria');
    await page.getByRole('button', { name: 'Continue' }).click();
    const [santiago, sarria] = await Promise.all([
      idOf(server, 'locations', 'name', 'Santiago de Compostela'),
      idOf(server, 'locations', 'name', 'Sarria'),
    ]);
    await expectPath(page, `/route-details/${santiago}/${sarria}`);
    await page.getByRole('heading', { name: 'Santiago de Compostela → Sarria', level: 1 }).waitFor();

    await pick(page, 'Add provider', 'bag', 'Camino Bag Carrier');
    await page.getByRole('table', { name: 'Rate rows of Camino Bag Carrier' }).waitFor();
    await pick(page, 'Add provider', 'taxi', 'Taxi Compostela');
    await page.getByRole('table', { name: 'Rate rows of Taxi Compostela' }).waitFor();
    expect(await providersInOrder(page)).toEqual(['1. Camino Bag Carrier', '2. Taxi Compostela']);
    await page.getByRole('button', { name: 'Move Taxi Compostela up' }).click();
    expect(await providersInOrder(page)).toEqual(['1. Taxi Compostela', '2. Camino Bag Carrier']);

    await page.getByRole('button', { name: 'Add rate row for Camino Bag Carrier' }).click();
    // A luggage carrier's new row is processed automatically, not created automatically (spec part 2 §3).
    const processing = page.getByRole('switch', {
      name: 'Automated processing, row 1 of Camino Bag Carrier',
    });
    expect(await processing.isChecked()).toBe(true);
    await page.getByRole('combobox', { name: 'Rate, row 1 of Camino Bag Carrier' }).click();
    await page
      .getByRole('option', { name: /\(luggage\)$/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Quantity to, row 1 of Camino Bag Carrier' }).fill('6');
    await shoot(page, 'transfers-route-edit', { fullPage: true });

    await page.getByRole('button', { name: 'Save route' }).click();
    await see(page, 'No unsaved changes');
    await page.reload();
    await page.getByRole('table', { name: 'Rate rows of Camino Bag Carrier' }).waitFor();
    expect(await providersInOrder(page)).toEqual(['1. Taxi Compostela', '2. Camino Bag Carrier']);
    const qtyTo = page.getByRole('textbox', { name: 'Quantity to, row 1 of Camino Bag Carrier' });
    expect(await qtyTo.inputValue()).toBe('6');
    expect(
      await page.getByRole('combobox', { name: 'Rate, row 1 of Camino Bag Carrier' }).inputValue(),
    ).toMatch(/\(luggage\)$/);
    await page.screenshot({ path: '/tmp/transfers-route-saved.png', fullPage: true });

    const saved = await server.db
      .selectFrom('transfer_routes as r')
      .innerJoin('transfer_route_providers as rp', 'rp.route_id', 'r.id')
      .innerJoin('providers as p', 'p.id', 'rp.provider_id')
      .select(['p.commercial_name', 'rp.priority'])
      .where('r.start_location_id', '=', santiago)
      .where('r.end_location_id', '=', sarria)
      .orderBy('rp.priority')
      .execute();
    expect(saved.map((r) => `${r.priority}. ${r.commercial_name}`)).toEqual([
      '1. Taxi Compostela',
      '2. Camino Bag Carrier',
    ]);

    // The 'additional' variant: an empty place in the order, which a provider fills where it stands.
    await page.getByRole('button', { name: 'Add an empty place' }).click();
    await page.getByRole('button', { name: 'Move Place 3 up' }).click();
    expect(await providersInOrder(page)).toEqual([
      '1. Taxi Compostela',
      '2. Place 2',
      '3. Camino Bag Carrier',
    ]);
    await page.getByRole('combobox', { name: 'Provider for place 2' }).waitFor();
    await see(page, 'No unsaved changes');
    await page.screenshot({ path: '/tmp/transfers-route-empty-place.png', fullPage: true });
    await page.getByRole('button', { name: 'Remove Place 2 from the route' }).click();
    expect(await providersInOrder(page)).toEqual(['1. Taxi Compostela', '2. Camino Bag Carrier']);
  });

  it('shows the luggage rows a demo trip got from its hotel chain, and a carrier manifest of one day', async () => {
    const { page } = ctx.browser;
    const { server } = ctx;
    const first = await server.db
      .selectFrom('trip_auto_transfers as a')
      .innerJoin('trip_transfers as tr', 'tr.id', 'a.transfer_id')
      .innerJoin('locations as f', 'f.id', 'tr.from_location_id')
      .innerJoin('locations as e', 'e.id', 'tr.to_location_id')
      .innerJoin('providers as p', 'p.id', 'tr.provider_id')
      .innerJoin('providers as h', 'h.id', 'tr.from_provider_id')
      .select(['a.trip_id', 'tr.id', 'tr.provider_id', 'f.name as from', 'e.name as to', 'p.commercial_name'])
      .select((eb) => [
        eb.fn<string>('to_char', ['tr.date', eb.val('YYYY-MM-DD')]).as('day'),
        'h.commercial_name as hotel',
      ])
      .orderBy('tr.date')
      .orderBy('tr.id')
      .executeTakeFirstOrThrow();
    await signInAs(page, server, ADMIN.email, ADMIN.password);
    await openInApp(page, `/trip-details/${first.trip_id}`);
    const panel = page.getByRole('region', { name: 'Automatic luggage transfers' });
    await panel.waitFor();
    await panel
      .getByText(
        `Created automatically: ${first.from} → ${first.to}, route priority 1 (${first.commercial_name}`,
      )
      .first()
      .waitFor();
    await panel.getByText(`Luggage transfer #${first.id}`).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Luggage transfers from the hotel chain' }).isChecked(),
    ).toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/auto-transfers-trip.png', fullPage: true });

    await page.goto(`${server.url}/transfers`);
    await page.getByRole('link', { name: 'Luggage manifest' }).click();
    await expectPath(page, '/luggage-manifest');
    await pick(
      page,
      'Transfer company',
      first.commercial_name.slice(0, 6).toLowerCase(),
      first.commercial_name,
    );
    await page.goto(`${server.url}/luggage-manifest?date=${first.day}&provider=${first.provider_id}`);
    const sheet = page.getByRole('table', { name: 'Bag moves' });
    await sheet.waitFor();
    await sheet.getByText(first.hotel).first().waitFor();
    await see(page, 'Bags in all');
    await page.screenshot({ path: '/tmp/auto-transfers-manifest.png', fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: '/tmp/auto-transfers-manifest-print.png', fullPage: true });
  });

  it('keeps a luggage row staff deleted away at the next save, until Restore brings it back', async () => {
    const { page } = ctx.browser;
    const { server } = ctx;
    const last = await server.db
      .selectFrom('trip_auto_transfers as a')
      .innerJoin('trip_transfers as tr', 'tr.id', 'a.transfer_id')
      .innerJoin('locations as f', 'f.id', 'tr.from_location_id')
      .innerJoin('locations as e', 'e.id', 'tr.to_location_id')
      .select([
        'a.trip_id',
        'tr.id',
        'tr.from_location_id',
        'tr.to_location_id',
        'f.name as from',
        'e.name as to',
      ])
      .orderBy('a.trip_id', 'desc')
      .orderBy('tr.date', 'desc')
      .executeTakeFirstOrThrow();
    const rowsOfLeg = async () =>
      (
        await server.db
          .selectFrom('trip_transfers')
          .select('id')
          .where('trip_id', '=', last.trip_id)
          .where('from_location_id', '=', last.from_location_id)
          .where('to_location_id', '=', last.to_location_id)
          .execute()
      ).length;
    // As staff deleting the row elsewhere (another tab's save): the next save of the trip must not make it again.
    await server.db.deleteFrom('trip_transfers').where('id', '=', last.id).execute();
    await signInAs(page, server, ADMIN.email, ADMIN.password);
    await openInApp(page, `/trip-details/${last.trip_id}`);
    const comments = page.getByLabel(/^Trip comments( [*])?$/);
    await comments.fill('Luggage row for the last stage deleted by hand.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The trip is Active: a save that would write to providers first says so, and sends on confirm.
    const sending = page.getByRole('dialog', { name: 'Send these changes to the providers?' });
    await page.getByText(tripMessages.saved).or(sending).first().waitFor();
    // The saved toast closes after two seconds: it is waited for once, after the last step that brings it.
    if (await sending.isVisible()) {
      await sending.getByRole('button', { name: 'Save and send' }).click();
      await see(page, tripMessages.saved);
    }
    await see(page, 'No unsaved changes');
    const panel = page.getByRole('region', { name: 'Automatic luggage transfers' });
    const dismissed = panel.getByTestId('dismissed-auto-transfer');
    await dismissed.getByText('Deleted by hand').waitFor();
    await dismissed.getByText(`${last.from} → ${last.to}`, { exact: false }).first().waitFor();
    expect(await rowsOfLeg()).toBe(0);
    await dismissed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/auto-transfers-dismissed.png', fullPage: true });

    await dismissed.getByRole('button', { name: /Restore/ }).click();
    await dismissed.waitFor({ state: 'detached' });
    expect(await rowsOfLeg()).toBe(1);
  });
});
