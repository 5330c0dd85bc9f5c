import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { idOf } from './support/providers.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, expectPathLike, see } from './support/session.ts';

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( [*])?$`)).and(page.locator(':not([id^="traveller-"])'));
const tripIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** An itinerary Sarria → Portomarín → Palas de Rei (4 nights), written into its tables for the test. */
async function itinerary(server: E2EServer) {
  const place = (name: string) => idOf(server, 'locations', 'name', name);
  const { id } = await server.db
    .insertInto('itineraries')
    .values({ holiday_id: 'E2E-SAR-PAL', name: 'Sarria to Palas de Rei', trip_type_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stages = [
    [0, await place('Sarria'), 1],
    [1, await place('Portomarín'), 2],
    [3, await place('Palas de Rei'), 1],
  ] as const;
  for (const [position, [day, location, nights]] of stages.entries())
    await server.db
      .insertInto('itinerary_stages')
      .values({
        itinerary_id: id,
        position,
        day_offset: day,
        location_id: location,
        nights,
        accommodation_level_id: 1,
        room_plans: '[]',
      })
      .execute();
  return id;
}

describe('trips made from an itinerary', () => {
  const ctx = useServerAndBrowser();

  it('creates a trip from an itinerary in the new-trip form, its nights made from the stages', async () => {
    const { page } = ctx.browser;
    const itineraryId = await itinerary(ctx.server);
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/new-trip');
    await field(page, 'Trip name').fill('Walkers from the itinerary');
    await page.getByRole('combobox', { name: 'Itinerary', exact: true }).fill('E2E-SAR');
    await page.getByRole('option', { name: 'E2E-SAR-PAL · Sarria to Palas de Rei' }).click();
    await field(page, 'Travellers').fill('3');
    await fillDate(field(page, 'Start date'), '2031-05-04');
    // The end date is not typed: it follows from the itinerary's nights.
    await see(page, "8 May 2031, after the itinerary's 4 nights");
    expect(await page.getByLabel(/^End date/).count()).toBe(0);
    await settle(page);
    await ctx.browser.screenshot('trips-itinerary-new-trip');
    await page.getByRole('button', { name: 'Create trip' }).click();
    await expectPathLike(page, /^\/trip-details\/\d+$/);
    const id = tripIdOf(page);
    await see(page, 'Made from itinerary Sarria to Palas de Rei');
    const nights = await ctx.server.db
      .selectFrom('trip_accommodations')
      .select(['checkin_date', 'checkout_date', 'people', 'individual_rooms', 'double_rooms'])
      .where('trip_id', '=', id)
      .orderBy('checkin_date')
      .execute();
    const day = (d: unknown) => new Date(d as string).toISOString().slice(0, 10);
    expect(nights.map((n) => [day(n.checkin_date), day(n.checkout_date), n.people])).toEqual([
      ['2031-05-04', '2031-05-05', 3],
      ['2031-05-05', '2031-05-07', 3],
      ['2031-05-07', '2031-05-08', 3],
    ]);
    expect(nights.every((n) => n.individual_rooms === 1 && n.double_rooms === 1)).toBe(true);
    const trip = await ctx.server.db
      .selectFrom('trips')
      .select(['itinerary_id', 'travellers', 'general_status_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(trip).toEqual({ itinerary_id: itineraryId, travellers: 3, general_status_id: 1 });
    const section = page.locator('#trip-section-accommodations');
    await section.scrollIntoViewIfNeeded();
    await settle(page);
    await ctx.browser.screenshot('trips-itinerary-trip');
  });

  it('copies a trip from its screen to new dates and opens the copy', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const source = await ctx.server.db
      .selectFrom('trips')
      .select(['id', 'trip_name'])
      .where('trip_name', '=', 'Walkers from the itinerary')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/trip-details/${source.id}`);
    await page.getByRole('button', { name: 'Copy trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy trip' });
    await fillDate(dialog.getByLabel(/^New start date/), '2031-06-04');
    await dialog.getByLabel('Trip name').fill('Walkers in June');
    await dialog.getByLabel("New customer's first name").fill('Maria');
    await settle(page);
    await ctx.browser.screenshot('trips-itinerary-copy-dialog');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectPathLike(page, /^\/trip-details\/\d+$/);
    await expect.poll(() => tripIdOf(page)).not.toBe(source.id);
    await see(page, 'Walkers in June');
    const copy = await ctx.server.db
      .selectFrom('trips')
      .select(['start_date', 'end_date', 'customer_first_name', 'general_status_id'])
      .where('id', '=', tripIdOf(page))
      .executeTakeFirstOrThrow();
    const day = (d: unknown) => new Date(d as string).toISOString().slice(0, 10);
    expect([
      day(copy.start_date),
      day(copy.end_date),
      copy.customer_first_name,
      copy.general_status_id,
    ]).toEqual(['2031-06-04', '2031-06-08', 'Maria', 1]);
  });
  it('makes the demo Sarria to Santiago holiday in one form: every night booked-ready, nothing missing', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/new-trip');
    await field(page, 'Trip name').fill('Ramos family, Sarria to Santiago');
    await page.getByRole('combobox', { name: 'Itinerary', exact: true }).fill('SAR-SAN');
    await page.getByRole('option', { name: 'SAR-SAN-6N · Sarria to Santiago, 6 nights' }).click();
    await field(page, 'Travellers').fill('2');
    await fillDate(field(page, 'Start date'), '2027-06-07');
    await see(page, "13 Jun 2027, after the itinerary's 6 nights");
    await page.getByRole('button', { name: 'Create trip' }).click();
    await expectPathLike(page, /^\/trip-details\/\d+$/);
    await see(page, 'Made from itinerary Sarria to Santiago, 6 nights');
    // Every night is booked-ready: what the panel still asks for is the sale's (price, customer…), as warnings.
    await see(page, /Readiness: 0 errors, \d+ warnings/);
    await see(page, 'The trip has no price');
    const rows = await ctx.server.db
      .selectFrom('trip_accommodations')
      .select(['provider_id', 't_cost'])
      .where('trip_id', '=', tripIdOf(page))
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.provider_id !== null && r.t_cost !== null)).toBe(true);
    await settle(page);
    await ctx.browser.screenshot('trips-itinerary-demo-ready');
  });
});
