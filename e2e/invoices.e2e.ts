import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { idOf, pick } from './support/providers.ts';
import { shoot } from './support/screenshots.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, expectPathLike, see } from './support/session.ts';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( [*])?$`));

/** A trip of two nights at Hotel Alfonso IX, priced (theoretical costs 100 and 120), written directly. */
async function tripAtHotel(server: E2EServer, name: string) {
  const hotel = await idOf(server, 'providers', 'commercial_name', 'Hotel Alfonso IX');
  const trip = await server.db
    .insertInto('trips')
    .values({
      trip_name: name,
      start_date: '2031-05-01',
      end_date: '2031-05-03',
      trip_price: 1000,
      total_cost: 220,
      gross_margin: 780,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await server.db
    .insertInto('trip_accommodations')
    .values(
      [100, 120].map((cost, position) => ({
        trip_id: trip.id,
        position,
        provider_id: hotel,
        t_cost: cost,
        t_cost_national: cost,
        checkin_date: `2031-05-0${position + 1}`,
        checkout_date: `2031-05-0${position + 2}`,
      })),
    )
    .returning('id')
    .execute();
  return { tripId: trip.id, rowIds: rows.map((r) => r.id) };
}

describe('invoices', () => {
  const ctx = useServerAndBrowser();

  it('adds an invoice for services picked in the modal; the real cost reaches the trip', async () => {
    const { page } = ctx.browser;
    const { tripId, rowIds } = await tripAtHotel(ctx.server, 'Invoice walk');
    const [first, second] = rowIds.map((id) => `Accommodation #${id}`);
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/add-invoice');
    await field(page, 'Invoice number').fill('HA-77');
    await pick(page, 'Provider', 'alfonso', 'Hotel Alfonso IX');

    await page.getByRole('button', { name: 'Add services' }).click();
    const modal = page.getByRole('dialog', { name: 'Add services' });
    await modal.getByLabel('Search by trip or service').fill('Invoice walk');
    await modal.getByLabel(`Choose ${first} of Invoice walk`).check();
    await modal.getByLabel(`Choose ${second} of Invoice walk`).check();
    await modal.getByRole('button', { name: 'Add 2 services' }).click();
    await expect.poll(() => page.getByLabel(`Real cost: ${first}`).inputValue()).toBe('100');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    // The toast closes after 2 s, the path stays: look for the toast first.
    await see(page, 'Invoice created');
    await expectPathLike(page, /^\/invoice-details\/\d+$/);

    // A real cost edited marks its row changed; a removed row can be brought back before saving.
    await page.getByLabel(`Real cost: ${first}`).fill('95');
    await see(page, 'Changed');
    await page.getByRole('button', { name: `Remove ${second}` }).click();
    await see(page, 'Removed on save:');
    expect(await page.getByLabel(`Real cost: ${second}`).count()).toBe(0);
    await page.getByRole('button', { name: `Undo removing Invoice walk: ${second}` }).click();
    await expect.poll(() => page.getByLabel(`Real cost: ${second}`).inputValue()).toBe('120');
    await see(page, '€215.00');
    await settle(page);
    await shoot(page, 'invoices-detail', { fullPage: true });
    // Above its theoretical cost, a save asks first; declined, nothing is sent.
    await page.getByLabel(`Real cost: ${second}`).fill('130');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await asked).toBe('1 service is invoiced above its theoretical cost. Save anyway?');
    await see(page, 'Unsaved changes');
    await page.getByLabel(`Real cost: ${second}`).fill('120');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Invoice saved');
    await see(page, 'No unsaved changes');

    await page.getByRole('link', { name: 'Invoice walk' }).first().click();
    await expectPathLike(page, new RegExp(`^/trip-details/${tripId}$`));
    await see(page, '€95.00');
    // The trip's rows name the invoice that pays them, with a link to it.
    await page.getByRole('link', { name: 'Invoice HA-77' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Invoice HA-77' }).count()).toBe(2);
    await shoot(page, 'invoices-trip', { fullPage: true });
  });

  it('lists the invoice on /invoices and on its provider’s screen', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/invoices');
    await see(page, 'HA-77');
    await see(page, 'Hotel Alfonso IX');
    await settle(page);
    await shoot(page, 'invoices-list', { fullPage: true });

    const hotel = await idOf(ctx.server, 'providers', 'commercial_name', 'Hotel Alfonso IX');
    await page.goto(`${ctx.server.url}/provider-details/${hotel}?tab=invoices`);
    await page.getByRole('link', { name: 'HA-77' }).click();
    await expectPathLike(page, /^\/invoice-details\/\d+$/);
    await see(page, 'Invoice HA-77');
    const address = page.url();

    // Deleted after a confirmation: back on the list, which no longer has it.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete invoice' });
    await confirm
      .getByText('The services it pays take their theoretical cost again.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectPathLike(page, /^\/invoices$/);
    await expect.poll(() => page.getByRole('link', { name: 'HA-77' }).count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const left = await ctx.server.app.inject({
      method: 'POST',
      url: '/api/v1/invoices/search',
      payload: { search: 'HA-77' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(left.json().all_count).toBe(0);
    // Its address now says so.
    await page.goto(address);
    await see(page, 'Invoice not found');
    await see(page, 'There is no invoice with this number; it may have been deleted.');
  });
});
