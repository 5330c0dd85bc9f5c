import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillDate, shownDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, see } from './support/session.ts';

const next = new Date().getFullYear() + 1;
// A required field's label ends with an asterisk (hidden from screen readers).
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( [*])?$`));
const calendar = (page: Page) => page.locator('[data-dates-dropdown]');
/** Opens a date field's calendar, once the one of the field left before has gone. */
async function openCalendar(page: Page, input: Locator) {
  await input.click();
  await expect.poll(() => calendar(page).count()).toBe(1);
}
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** A trip made through the API, 10 to 13 March next year; resolves on its id. */
async function newTrip(server: E2EServer, page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/trips',
    payload: { trip_name: 'E2E Dates trip', start_date: `${next}-03-10`, end_date: `${next}-03-13` },
    headers: { authorization: `Bearer ${token}` },
  });
  return (res.json() as { trip: { id: number } }).trip.id;
}

describe('trip dates', () => {
  const ctx = useServerAndBrowser();

  it('takes a trip date typed or picked in a Monday-first calendar and keeps it after a reload', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    const tripId = await newTrip(ctx.server, page);
    await page.goto(`${ctx.server.url}/trip-details/${tripId}`);
    const start = field(page, 'Start date');
    await expect.poll(() => start.inputValue()).toBe(shownDate(`${next}-03-10`));

    // Typed, with the keyboard only: day first, then Tab to the next field.
    await start.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`2/6/${next}`);
    await page.keyboard.press('Tab');
    await expect.poll(() => start.inputValue()).toBe(`2 Jun ${next}`);
    expect(await isFocused(start)).toBe(false);

    // Picked: the calendar opens at the field's month, its weeks start on Monday.
    const end = field(page, 'End date');
    await openCalendar(page, end);
    await calendar(page).getByRole('button', { name: 'Next month' }).waitFor();
    expect(await calendar(page).locator('thead th').first().textContent()).toBe('Mo');
    await settle(page);
    await ctx.browser.screenshot('date-picker-en');
    await calendar(page).getByRole('button', { name: 'Next month' }).click();
    await calendar(page)
      .getByRole('button', { name: `10 April ${next}`, exact: true })
      .click();
    await expect.poll(() => end.inputValue()).toBe(`10 Apr ${next}`);
    // Not the range the trip needs: the end comes before the new start, saved once fixed.
    await fillDate(end, `${next}-06-09`);

    // An optional date clears with its button.
    const invoiced = field(page, 'Invoice date');
    await fillDate(invoiced, `${next}-06-01`);
    await invoiced.locator('xpath=..').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => invoiced.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Trip saved');
    const saved = await ctx.server.db
      .selectFrom('trips')
      .select(['start_date', 'end_date', 'invoice_date'])
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ invoice_date: null });
    await page.reload();
    await expect.poll(() => start.inputValue()).toBe(`2 Jun ${next}`);
    expect(await end.inputValue()).toBe(`9 Jun ${next}`);
    expect(await invoiced.inputValue()).toBe('');
  });
});
