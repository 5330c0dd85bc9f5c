import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.ts';
import { fillDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { pick } from './support/providers.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, expectPathLike, see } from './support/session.ts';

// A required field's label ends with an asterisk (hidden from screen readers).
/** A field of the trip itself, not one of the Traveller details panel (whose inputs' ids start `traveller-`). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( [*])?$`)).and(page.locator(':not([id^="traveller-"])'));
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const leave = 'You have unsaved changes. Leave this page and lose them?';
const tripIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** From /new-trip: a trip from Pamplona to Estella, created; resolves on its detail page. */
/** Creates a trip through /new-trip; `toast`, when given, is waited for from the click on (it shows for 2 s). */
async function createTrip(page: Page, url: string, name: string, toast?: string) {
  await page.goto(`${url}/new-trip`);
  await field(page, 'Trip name').fill(name);
  await fillDate(field(page, 'Start date'), '2026-09-01');
  await fillDate(field(page, 'End date'), '2026-09-08');
  await pick(page, 'Start location', 'pamp', 'Pamplona');
  await pick(page, 'End location', 'este', 'Estella');
  const toastSeen = toast ? see(page, toast) : Promise.resolve();
  await page.getByRole('button', { name: 'Create trip' }).click();
  await expectPathLike(page, /^\/trip-details\/\d+$/);
  await field(page, 'Trip price').waitFor();
  await toastSeen;
  return tripIdOf(page);
}

describe('trips', () => {
  const ctx = useServerAndBrowser();

  it('creates a trip through /new-trip, edits its information and keeps it after a reload', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/new-trip');

    // Nothing filled: the shared messages on the fields.
    await page.getByRole('button', { name: 'Create trip' }).click();
    await expect.poll(() => page.getByText('Required').count()).toBe(3);
    await field(page, 'Trip name').fill('Camino del Norte');
    await fillDate(field(page, 'Start date'), '2026-09-08');
    await fillDate(field(page, 'End date'), '2026-09-01');
    await pick(page, 'Start location', 'pamp', 'Pamplona');
    await page.getByRole('button', { name: 'Create trip' }).click();
    await see(page, tripMessages.endBeforeStart);
    await settle(page);
    await ctx.browser.screenshot('trip-new');

    // Reset keeps the trip name.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => field(page, 'Trip name').inputValue()).toBe('Camino del Norte');
    expect(await field(page, 'Start date').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Start location' }).inputValue()).toBe('');

    const id = await createTrip(page, ctx.server.url, 'Camino del Norte', tripMessages.created);
    expect(await page.getByRole('combobox', { name: 'Start location' }).inputValue()).toBe('Pamplona');

    await field(page, 'Trip price').fill('2400');
    await field(page, 'Insurance cost').fill('100');
    await field(page, 'First name').fill('Ana');
    await field(page, 'Last name').fill('Suárez');
    await field(page, 'Trip comments').fill('Prefers quiet rooms.');
    await pick(page, 'Operations owner', 'olga', 'Olga Ortega');
    // The margin follows the price and the insurance before saving.
    await see(page, '€2,300.00');
    await see(page, 'Unsaved changes');
    await save(page);
    await see(page, tripMessages.saved);
    await see(page, 'No unsaved changes');

    await page.reload();
    await field(page, 'Trip price').waitFor();
    expect(await field(page, 'Trip price').inputValue()).toBe('2,400');
    expect(await field(page, 'Last name').inputValue()).toBe('Suárez');
    expect(await field(page, 'Trip comments').inputValue()).toBe('Prefers quiet rooms.');
    expect(await page.getByRole('combobox', { name: 'Operations owner' }).inputValue()).toBe('Olga Ortega');
    await see(page, '€2,300.00');
    await settle(page);
    await ctx.browser.screenshot('trip-detail');
    const saved = await ctx.server.db
      .selectFrom('trips')
      .select(['trip_price', 'customer_first_name', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ trip_price: 2400, customer_first_name: 'Ana' });

    // A note, kept apart from the trip's Save.
    await page.getByLabel('Comment', { exact: true }).fill('Called the customer about the dates.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Called the customer about the dates.').first().waitFor();
    await see(page, 'No unsaved changes');

    // Leaving with unsaved edits asks first; staying keeps them.
    await field(page, 'Phone').fill('+34600111222');
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'History' }).click();
    await expect.poll(() => questions).toEqual([leave]);
    await expectPath(page, `/trip-details/${id}`);
    expect(await field(page, 'Phone').inputValue()).toBe('+34600111222');

    // So do the browser's Back and Forward: open the history, come back, edit again, then Forward.
    await page.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('link', { name: 'History' }).click();
    await expectPath(page, `/trip-details/${id}/history`);
    await page.goBack();
    await expectPath(page, `/trip-details/${id}`);
    await field(page, 'Phone').fill('+34600111333');
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goForward();
    await expect.poll(() => questions).toEqual([leave, leave]);
    await expectPath(page, `/trip-details/${id}`);
    expect(await field(page, 'Phone').inputValue()).toBe('+34600111333');
  });

  it('two people edit the same trip: the second save shows what changed and loses nothing', async () => {
    const first = ctx.browser.page;
    await signInAs(first, ctx.server, ADMIN.email, ADMIN.password);
    const id = await createTrip(first, ctx.server.url, 'Vía de la Plata');

    const other = await openBrowser();
    try {
      const second = other.page;
      await signInAs(second, ctx.server, 'olga@example.com', DEMO_PASSWORD);
      await second.goto(`${ctx.server.url}/trip-details/${id}`);
      await field(second, 'Trip price').waitFor();

      // The second starts editing (an editor with edits is never reloaded under them), then the first
      // saves a price and a luggage transfer.
      await field(second, 'Last name').fill('Moreno');
      await field(first, 'Trip price').fill('1800');
      await field(first, 'Travellers').fill('3');
      const luggage = first.getByRole('region', { name: 'Luggage transfers' });
      await luggage.getByRole('button', { name: 'Add luggage transfer' }).click();
      await save(first);
      await see(first, tripMessages.saved);

      await field(second, 'Travellers').fill('4');
      await save(second);
      await see(second, tripMessages.stale);
      const changed = second.getByRole('table', { name: 'What changed' });
      await changed.getByRole('cell', { name: 'Trip price' }).waitFor();
      await changed.getByRole('cell', { name: '1,800' }).waitFor();
      await changed.getByRole('cell', { name: 'added' }).waitFor();
      // Both changed the travellers: theirs and mine side by side.
      const travellers = changed.getByRole('row').filter({ hasText: 'Travellers' });
      expect(await travellers.getByRole('cell').allInnerTexts()).toEqual([
        'Trip',
        'Travellers',
        '1',
        '3',
        '4',
      ]);
      await see(second, 'You both changed');
      // The edits are still on screen.
      expect(await field(second, 'Last name').inputValue()).toBe('Moreno');
      expect(await field(second, 'Travellers').inputValue()).toBe('4');
      await second.evaluate(() => window.scrollTo(0, 0));
      await settle(second);
      await other.screenshot('trip-conflict');

      // Put the edits onto the latest version and save again: both changes are kept.
      await second.getByRole('button', { name: 'Apply my edits to the latest version' }).click();
      await see(second, 'Your edits are on the latest version now');
      expect(await field(second, 'Trip price').inputValue()).toBe('1,800');
      expect(await field(second, 'Last name').inputValue()).toBe('Moreno');
      await save(second);
      await see(second, tripMessages.saved);
      const row = await ctx.server.db
        .selectFrom('trips')
        .select(['trip_price', 'customer_last_name', 'travellers'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ trip_price: 1800, customer_last_name: 'Moreno', travellers: 4 });
      const transfers = await ctx.server.db
        .selectFrom('trip_transfers')
        .select('id')
        .where('trip_id', '=', id)
        .execute();
      expect(transfers).toHaveLength(1);

      // The history shows both saves, by whom, field by field.
      await second.getByRole('link', { name: 'History' }).click();
      await expectPath(second, `/trip-details/${id}/history`);
      const history = second.getByRole('region', { name: 'Trip history' });
      await history.getByText('Olga Ortega').first().waitFor();
      await history.getByText('Ada Admin').first().waitFor();
      await history.getByRole('cell', { name: 'Last name' }).first().waitFor();
      await history.getByRole('cell', { name: 'Moreno' }).first().waitFor();
      await history.getByRole('cell', { name: 'Trip price' }).first().waitFor();
      await settle(second);
      await other.screenshot('trip-history');
    } finally {
      await other.close();
    }
  });

  it('pages the history: 25 entries, then Load more', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
      const res = await ctx.server.app.inject({
        method,
        url: `/api/v1${url}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    };
    type Saved = { trip: { id: number; version: number } };
    const dates = { start_date: '2026-10-01', end_date: '2026-10-05' };
    let { trip } = await call<Saved>('POST', '/trips', { trip_name: 'Paged history', ...dates });
    for (let n = 1; n <= 26; n++) {
      ({ trip } = await call<Saved>('PUT', `/trips/${trip.id}`, {
        version: trip.version,
        trip: { trip_name: 'Paged history', ...dates, travellers: n + 1 },
      }));
    }
    await page.goto(`${ctx.server.url}/trip-details/${trip.id}/history`);
    await see(page, 'Showing 25 of 27 entries');
    await page.getByRole('button', { name: 'Load more' }).click();
    await see(page, 'Showing 27 of 27 entries');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // The oldest entry is the creation.
    const entries = page.getByRole('region', { name: 'Trip history' }).getByRole('article');
    await expect.poll(() => entries.count()).toBe(27);
    await entries.last().getByText('create', { exact: true }).waitFor();
  });

  it('shows a trip read-only to someone who may only view trips', async () => {
    const { page } = ctx.browser;
    const trip = await ctx.server.db
      .selectFrom('trips')
      .select(['id', 'trip_name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await signInAs(page, ctx.server, 'alba@example.com', DEMO_PASSWORD);
    await openInApp(page, `/trip-details/${trip.id}`);
    await field(page, 'Trip name').waitFor();
    expect(await field(page, 'Trip name').inputValue()).toBe(trip.trip_name);
    expect(await field(page, 'Trip name').isDisabled()).toBe(true);
    expect(await field(page, 'Trip price').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
  });
});
