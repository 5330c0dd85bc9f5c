import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { idOf } from './support/providers.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, see } from './support/session.ts';

/** A Spanish-speaking customer's Camino trip from Portomarín (too short for the Compostela), written directly. */
async function caminoTrip(server: E2EServer) {
  const hotel = await idOf(server, 'providers', 'commercial_name', 'Hotel Alfonso IX');
  const start = await idOf(server, 'locations', 'name', 'Portomarín');
  const end = await idOf(server, 'locations', 'name', 'Santiago de Compostela');
  const trip = await server.db
    .insertInto('trips')
    .values({
      trip_name: 'Voucher walk',
      start_date: '2031-05-01',
      end_date: '2031-05-03',
      trip_type_id: 1,
      language_id: 2,
      start_location_id: start,
      end_location_id: end,
      customer_first_name: 'Íñigo',
      customer_last_name: 'Müller',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('trip_accommodations')
    .values(
      [0, 1].map((position) => ({
        trip_id: trip.id,
        position,
        provider_id: hotel,
        location_id: start,
        checkin_date: `2031-05-0${position + 1}`,
        checkout_date: `2031-05-0${position + 2}`,
        people: 2,
        double_rooms: 1,
        // Confirmed: a voucher each (services still being confirmed are only listed).
        trip_service_status_id: 3,
      })),
    )
    .execute();
  return trip.id;
}

describe('vouchers', () => {
  const ctx = useServerAndBrowser();

  it('generates the vouchers on the trip screen and downloads them under their name', async () => {
    const { page } = ctx.browser;
    const tripId = await caminoTrip(ctx.server);
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, `/trip-details/${tripId}`);
    const panel = page.getByRole('region', { name: 'Vouchers' });
    await see(page, "No vouchers yet. They are written in the customer's language: Spanish.");
    await see(page, 'This trip would not earn the Compostela');
    const downloadButton = panel.getByRole('button', { name: 'Download' });
    expect(await downloadButton.isDisabled()).toBe(true);

    await panel.getByRole('button', { name: 'Generate vouchers' }).click();
    await see(page, `vouchers-${tripId}-es.pdf: 2 services`);
    await expect.poll(() => downloadButton.isDisabled()).toBe(false);
    await settle(page);
    await page.screenshot({ path: '/tmp/vouchers-panel.png', fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe(`vouchers-${tripId}-es.pdf`);
    const path = (await download.path())!;
    const stored = await ctx.server.db
      .selectFrom('trip_vouchers')
      .select('byte_size')
      .where('trip_id', '=', tripId)
      .executeTakeFirstOrThrow();
    expect((await stat(path)).size).toBe(stored.byte_size);
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
    await panel.getByRole('button', { name: 'Generate again' }).waitFor();
  });
});
