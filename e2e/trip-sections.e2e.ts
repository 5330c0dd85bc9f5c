import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillDate, shownDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { idOf } from './support/providers.ts';
import { hideSticky, shoot } from './support/screenshots.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, see } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

/** Polls a value for up to 10 s: a quote waits for the typing to pause, then for the server. */
const wait = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: scaled(10_000) });
const next = new Date().getFullYear() + 1;
const day = (d: number) => `${next}-03-${String(d).padStart(2, '0')}`;

/** The API as the signed-in browser calls it, for the data the test starts from. */
function apiOf(server: E2EServer, token: string) {
  return async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
    const res = await server.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
}

/** A hotel in Pamplona with a negotiated rate for March, a luggage carrier Pamplona ⇄ Puente la Reina, a trip. */
async function seed(server: E2EServer, token: string) {
  const api = apiOf(server, token);
  const pamplona = await idOf(server, 'locations', 'name', 'Pamplona');
  const puente = await idOf(server, 'locations', 'name', 'Puente la Reina');
  const provider = async (body: object, rates: object) => {
    const { provider } = await api<{ provider: { id: number } }>('POST', '/providers', body);
    const { version } = await api<{ version: number }>('GET', `/providers/${provider.id}/rates`);
    await api('PUT', `/providers/${provider.id}/rates`, { version, ...rates });
    return provider.id;
  };
  const items = [{ from_date: day(1), to_date: day(31) }];
  await provider(
    { category_id: 1, commercial_name: 'E2E Sections Inn', location_ids: [pamplona] },
    { negotiated: [{ name: 'firstRate', rate_items: [{ ...items[0], dr2_b: 80, ir_b: 60 }] }] },
  );
  await provider(
    { category_id: 2, commercial_name: 'E2E Sections Bags', luggage: true, location_ids: [pamplona, puente] },
    {
      luggage: [
        {
          name: 'firstRate',
          type: 'luggage',
          rate_items: [{ ...items[0], qties: [{ from_qty: 0, to_qty: -1, amount: 6, price_type: 'per' }] }],
        },
      ],
    },
  );
  return newTrip(server, token, 'E2E Sections trip');
}

/** A trip from Pamplona to Puente la Reina, 10 to 13 March next year. */
async function newTrip(server: E2EServer, token: string, name: string) {
  const { trip } = await apiOf(server, token)<{ trip: { id: number } }>('POST', '/trips', {
    trip_name: name,
    start_date: day(10),
    end_date: day(13),
    start_location_id: await idOf(server, 'locations', 'name', 'Pamplona'),
    end_location_id: await idOf(server, 'locations', 'name', 'Puente la Reina'),
  });
  return trip.id;
}

/** A part of the screen, without the sticky header and save bar that would cover it. */
const shot = (scope: Locator, name: string) => shoot(scope, name, { style: hideSticky });
const section = (page: Page, name: string) => page.getByRole('region', { name });
const editorOf = (page: Page, row: string) => page.getByRole('group', { name: row, exact: true });

/** Picks in a searchable select inside a row's editor. */
async function pickIn(scope: Locator, box: string, typed: string, option: string) {
  await scope.getByRole('combobox', { name: box, exact: true }).fill(typed);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

describe('trip service sections', () => {
  const ctx = useServerAndBrowser();

  it('prices a night and a luggage transfer while editing, saves them, and deletes a saved row', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const tripId = await seed(ctx.server, token!);
    await page.goto(`${ctx.server.url}/trip-details/${tripId}`);

    const stays = section(page, 'Accommodation');
    await stays.getByRole('button', { name: 'Add night' }).click();
    const first = editorOf(page, 'Accommodation 1');
    expect(await first.getByLabel('Check-in').inputValue()).toBe(shownDate(day(10)));
    expect(await first.getByLabel('Check-out').inputValue()).toBe(shownDate(day(11)));
    await pickIn(first, 'Location', 'pamp', 'Pamplona');
    await pickIn(first, 'Provider', 'E2E Sections', 'E2E Sections Inn');
    // The trip's one traveller got an individual room; this test prices a double instead.
    await first.getByLabel('Individual rooms').fill('0');
    await first.getByLabel('Double rooms').fill('1');
    await wait(() => first.getByRole('status').last().textContent()).toContain('€80.00');

    // A second night follows the first; without a rate its cost shows as missing, not as zero.
    await stays.getByRole('button', { name: 'Add night' }).click();
    const second = editorOf(page, 'Accommodation 2');
    expect(await second.getByLabel('Check-in').inputValue()).toBe(shownDate(day(11)));
    await pickIn(second, 'Location', 'puente', 'Puente la Reina');
    await second.getByRole('switch', { name: 'Provider: only at the same location' }).uncheck();
    await pickIn(second, 'Provider', 'E2E Sections', 'E2E Sections Inn');
    await second.getByLabel('Individual rooms').fill('0');
    await second.getByLabel('Double rooms').fill('1');
    await fillDate(second.getByLabel('Check-out'), `${next}-04-20`);
    await fillDate(second.getByLabel('Check-in'), `${next}-04-19`);
    await wait(() => second.getByRole('status').last().textContent()).toMatch(/^Missing: /);
    await settle(page);
    await shot(second, 'trip-sections-missing-rate');
    await fillDate(second.getByLabel('Check-in'), day(11));
    await fillDate(second.getByLabel('Check-out'), day(12));
    await wait(() => second.getByRole('status').last().textContent()).toContain('€80.00');

    // The bags move from the first hotel to the second on the first check-out day.
    const bags = section(page, 'Luggage transfers');
    await bags.getByRole('button', { name: 'Add luggage transfer' }).click();
    const carry = editorOf(page, 'Luggage transfer 1');
    expect(await carry.getByLabel('Date').inputValue()).toBe(shownDate(day(11)));
    expect(await carry.getByRole('combobox', { name: 'From location', exact: true }).inputValue()).toBe(
      'Pamplona',
    );
    expect(await carry.getByRole('combobox', { name: 'To location', exact: true }).inputValue()).toBe(
      'Puente la Reina',
    );
    await pickIn(carry, 'Provider', 'E2E Sections', 'E2E Sections Bags');
    await carry.getByLabel('Luggage', { exact: true }).fill('3');
    await wait(() => carry.getByRole('status').last().textContent()).toContain('€18.00');
    // Each row keeps its own price.
    expect(await first.getByRole('status').last().textContent()).toContain('€80.00');
    await settle(page);
    await shot(stays, 'trip-sections-accommodation-expanded');
    await shot(bags, 'trip-sections-luggage-expanded');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Trip saved');
    await page.reload();
    await stays.getByRole('table').waitFor();
    const rows = () => page.getByRole('row');
    await expect
      .poll(async () => (await rows().allTextContents()).join('\n'))
      .toMatch(/E2E Sections Inn.*€80\.00/);
    const table = (name: string) => section(page, name).getByRole('table').textContent();
    expect(await table('Accommodation')).toMatch(/Pamplona.*1 double.*E2E Sections Inn.*OK.*€80\.00/);
    expect(await table('Accommodation')).toMatch(/Puente la Reina/);
    expect(await table('Luggage transfers')).toMatch(
      /Pamplona → Puente la Reina.*3.*E2E Sections Bags.*€18\.00/,
    );
    await settle(page);
    await shot(page.getByRole('region', { name: 'Accommodation' }), 'trip-sections-accommodation');
    await shot(bags, 'trip-sections-luggage');

    // A saved row removed is queued (undoable) and deleted by the save.
    const saved = await ctx.server.db
      .selectFrom('trip_transfers')
      .select('id')
      .where('trip_id', '=', tripId)
      .executeTakeFirstOrThrow();
    await bags.getByRole('button', { name: `Remove Luggage transfer ${saved.id}` }).click();
    await bags.getByRole('button', { name: `Undo removing Luggage transfer ${saved.id}` }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Trip saved');
    await page.reload();
    await stays.getByRole('table').waitFor();
    expect(await bags.getByRole('table').count()).toBe(0);
    await see(page, 'None yet.');
    const left = await ctx.server.db
      .selectFrom('trip_transfers')
      .select('id')
      .where('trip_id', '=', tripId)
      .execute();
    expect(left).toEqual([]);
  });

  it('prices a people transfer and a provider service, saves their places, and leaves cancelled rows out', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const tripId = await newTrip(ctx.server, token!, 'E2E Sections transfers');
    await page.goto(`${ctx.server.url}/trip-details/${tripId}`);

    const transfers = section(page, 'Normal transfers');
    await transfers.getByRole('button', { name: 'Add transfer' }).click();
    const taxi = editorOf(page, 'Transfer 1');
    expect(await taxi.getByLabel('Date').inputValue()).toBe(shownDate(day(10)));
    await pickIn(taxi, 'From location', 'pamp', 'Pamplona');
    await pickIn(taxi, 'From meeting point', 'bus', 'Bus station');
    await pickIn(taxi, 'To location', 'puente', 'Puente la Reina');
    await pickIn(taxi, 'Provider', 'taxi', 'Taxi Roncesvalles-Pamplona');
    await taxi.getByLabel('People').fill('3');
    await taxi.getByRole('switch', { name: 'Undefined time' }).check();
    await wait(() => taxi.getByRole('status').last().textContent()).toContain('€45.00');

    const others = section(page, 'Other services');
    await others.getByRole('button', { name: 'Add other service' }).click();
    const bikes = editorOf(page, 'Other service 1');
    await pickIn(bikes, 'Location', 'pamp', 'Pamplona');
    await pickIn(bikes, 'Provider', 'bici', 'Bicigrino Bike Rental');
    await bikes.getByRole('combobox', { name: 'Service', exact: true }).click();
    await page.getByRole('option', { name: 'Trekking bike, 1 day' }).click();
    expect(await bikes.getByRole('combobox', { name: 'Service type', exact: true }).inputValue()).toBe(
      'Bikes',
    );
    await bikes.getByLabel('People').fill('2');
    await wait(() => bikes.getByRole('status').last().textContent()).toContain('€50.00');
    await settle(page);
    await shot(transfers, 'trip-sections-transfer-expanded');
    await shot(others, 'trip-sections-other-expanded');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Trip saved');
    await page.reload();
    const table = (region: Locator) => region.getByRole('table').textContent();
    await wait(() => table(transfers)).toMatch(
      /Pamplona → Puente la Reina.*3.*Taxi Roncesvalles-Pamplona.*€45\.00/,
    );
    expect(await table(others)).toMatch(/Trekking bike, 1 day.*Pamplona.*2.*Bicigrino Bike Rental.*€50\.00/);
    const saved = await ctx.server.db
      .selectFrom('trip_transfers')
      .selectAll()
      .where('trip_id', '=', tripId)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ transfer_type_id: 1, people: 3, is_undefined_time: true });
    await transfers.getByRole('button', { name: `Details of Transfer ${saved.id}` }).click();
    const reopened = editorOf(page, `Transfer ${saved.id}`);
    // The meeting points are the location's, asked for when the editor opens: their names come with them.
    const point = (name: string) => reopened.getByRole('combobox', { name, exact: true }).inputValue();
    await wait(() => point('From meeting point')).toBe('Bus station');
    await wait(() => point('To meeting point')).toBe('None');

    // A cancelled row costs nothing: the section's cost drops while the row keeps its price.
    await others.getByRole('button', { name: /^Details of Other service/ }).click();
    await pickIn(others, 'Status', 'canc', 'Cancelled');
    await wait(() => others.getByText(/^Cost /).textContent()).toBe('Cost €0.00');
    expect(await table(others)).toMatch(/Cancelled.*€50\.00/);

    // A refused save puts the server's message on the row's field.
    await section(page, 'Accommodation').getByRole('button', { name: 'Add night' }).click();
    const night = editorOf(page, 'Accommodation 1');
    await fillDate(night.getByLabel('Check-out'), day(9));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await night.getByText('Check-out must be after check-in.').waitFor();
    await settle(page);
    await shot(night, 'trip-sections-server-error');
  });

  it('books rooms for the travellers, moves an end date with its start, and switches send email per section', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const tripId = await newTrip(ctx.server, token!, 'E2E Sections clicks');
    await page.goto(`${ctx.server.url}/trip-details/${tripId}`);
    await page.getByRole('textbox', { name: 'Travellers', exact: true }).fill('3');

    // Three travellers: a double and an individual room, on a night after the last one.
    const stays = section(page, 'Accommodation');
    await stays.getByRole('button', { name: 'Add night' }).click();
    const first = editorOf(page, 'Accommodation 1');
    expect(await first.getByLabel('Individual rooms').inputValue()).toBe('1');
    expect(await first.getByLabel('Double rooms').inputValue()).toBe('1');
    expect(await first.getByLabel('Triple rooms').inputValue()).toBe('0');
    expect(await stays.getByRole('table').textContent()).toContain('3 people · 1 individual, 1 double');
    await stays.getByRole('button', { name: 'Add night' }).click();
    const second = editorOf(page, 'Accommodation 2');
    expect(await second.getByLabel('Check-in').inputValue()).toBe(shownDate(day(11)));
    // A later check-in takes the check-out along: still one night.
    await fillDate(second.getByLabel('Check-in'), day(12));
    expect(await second.getByLabel('Check-out').inputValue()).toBe(shownDate(day(13)));

    // An other service's To follows its From until the To is edited by hand.
    const others = section(page, 'Other services');
    await others.getByRole('button', { name: 'Add other service' }).click();
    const service = editorOf(page, 'Other service 1');
    await fillDate(service.getByLabel('From', { exact: true }), day(12));
    expect(await service.getByLabel('To', { exact: true }).inputValue()).toBe(shownDate(day(12)));
    await fillDate(service.getByLabel('To', { exact: true }), day(13));
    await fillDate(service.getByLabel('From', { exact: true }), day(11));
    expect(await service.getByLabel('To', { exact: true }).inputValue()).toBe(shownDate(day(13)));

    // Send email for the whole trip from the keyboard, then off again for the other services.
    const wholeTrip = page.getByRole('button', { name: 'Send email, whole trip: 0 of 3' });
    await wholeTrip.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Switch on for every row of the trip' }).waitFor();
    await settle(page);
    // The open menu where the person sees it, not the whole long page.
    await shoot(page, 'trip-sections-send-email-menu');
    await page.getByRole('menuitem', { name: 'Switch on for every row of the trip' }).click();
    await page.getByRole('button', { name: 'Send email, whole trip: 3 of 3' }).waitFor();
    await stays.getByRole('button', { name: 'Send email: 2 of 2' }).waitFor();
    await others.getByRole('button', { name: 'Send email: 1 of 1' }).click();
    await page.getByRole('menuitem', { name: 'Switch off for every row', exact: true }).click();
    await others.getByRole('button', { name: 'Send email: 0 of 1' }).waitFor();
    expect(await service.getByRole('switch', { name: 'Send email to provider' }).isChecked()).toBe(false);
    expect(await first.getByRole('switch', { name: 'Send email to provider' }).isChecked()).toBe(true);
    await settle(page);
    await shot(stays, 'trip-sections-send-email-header');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Trip saved');
    await page.reload();
    await stays.getByRole('button', { name: 'Send email: 2 of 2' }).waitFor();
    await others.getByRole('button', { name: 'Send email: 0 of 1' }).waitFor();
    await page.getByRole('button', { name: 'Send email, whole trip: 2 of 3' }).waitFor();
    const nights = await ctx.server.db
      .selectFrom('trip_accommodations')
      .select(['checkin_date', 'checkout_date', 'individual_rooms', 'double_rooms', 'is_send_email'])
      .where('trip_id', '=', tripId)
      .orderBy('position')
      .execute();
    expect(nights.map((n) => [n.individual_rooms, n.double_rooms, n.is_send_email])).toEqual([
      [1, 1, true],
      [1, 1, true],
    ]);
    const stored = await ctx.server.db
      .selectFrom('trip_other_services')
      .select(['is_send_email'])
      .where('trip_id', '=', tripId)
      .executeTakeFirstOrThrow();
    expect(stored.is_send_email).toBe(false);
  });
});
