import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { nothingLoading } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, see } from './support/session.ts';

/** What the travel pack prints is kept on the provider and itinerary screens: times, names, stage figures. */
describe('what the travel pack prints, on the screens that keep it', () => {
  const ctx = useServerAndBrowser();

  it("keeps a hotel's check-in and check-out times, refusing what is not a time of day", async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const hotel = await ctx.server.db
      .selectFrom('providers')
      .select(['id', 'address', 'postal_code', 'check_in_from'])
      .where('commercial_name', '=', 'Hotel Alfonso IX')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/provider-details/${hotel.id}`);
    await page.getByRole('heading', { level: 1, name: 'Hotel Alfonso IX' }).waitFor();
    await nothingLoading(page);
    await expect.poll(() => page.getByLabel('Address', { exact: true }).inputValue()).toBe(hotel.address);
    expect(await page.getByLabel('Postal code').inputValue()).toBe(hotel.postal_code);
    expect(await page.getByLabel('Check-in from').inputValue()).toBe(hotel.check_in_from);

    await page.getByLabel('Check-in from').fill('25:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'A time of day such as 15:00');
    await page.getByLabel('Check-in from').fill('15:30');
    await page.getByLabel('Check-out until').fill('10:30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Provider saved');
    await page.reload();
    await expect.poll(() => page.getByLabel('Check-in from').inputValue()).toBe('15:30');
    expect(await page.getByLabel('Check-out until').inputValue()).toBe('10:30');
    await page.getByLabel('Check-in from').scrollIntoViewIfNeeded();
    await settle(page);
    await ctx.browser.screenshot('provider-check-in-times');
  });

  it("edits an itinerary's German name and a stage's distance, ascent, descent and time", async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const itinerary = await ctx.server.db
      .selectFrom('itineraries')
      .select('id')
      .where('holiday_id', '=', 'SAR-SAN-6N')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/itineraries/${itinerary.id}`);
    await nothingLoading(page, 20_000);
    await expect
      .poll(() => page.getByLabel('Name (German)').inputValue())
      .toBe('Von Sarria nach Santiago, 6 Nächte');
    // Stage 2 is Portomarín: the walk from Sarria.
    expect(await page.getByLabel('Distance (km) (Stage 2)').inputValue()).toBe('22.4');
    await page.getByLabel('Ascent (m) (Stage 2)').fill('430');
    await page.getByLabel('Usual time (minutes) (Stage 2)').fill('340');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Itinerary saved');
    await page.reload();
    await nothingLoading(page, 20_000);
    await expect.poll(() => page.getByLabel('Ascent (m) (Stage 2)').inputValue()).toBe('430');
    expect(await page.getByLabel('Usual time (minutes) (Stage 2)').inputValue()).toBe('340');
    expect(await page.getByLabel('Descent (m) (Stage 2)').inputValue()).toBe('560');
    await page.getByRole('group', { name: 'Stage 2' }).scrollIntoViewIfNeeded();
    await settle(page);
    await ctx.browser.screenshot('itinerary-stage-figures');
  });
});
