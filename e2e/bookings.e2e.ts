import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeProblems } from './support/axe.ts';
import { openBrowser } from './support/browser.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { idOf } from './support/providers.ts';
import { hideSticky, shoot } from './support/screenshots.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

const next = new Date().getFullYear() + 1;
const day = (d: number) => `${next}-05-${String(d).padStart(2, '0')}`;
/** A request goes out through a job, and the trip screen asks for its bookings every 5 s. */
const within = { timeout: scaled(30_000), interval: 250 };

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
type Api = ReturnType<typeof apiOf>;

interface Outbox {
  items: { template_slug: string | null; subject_id: number | null; body: string; html: string | null }[];
}
interface Trip {
  trip: Record<string, unknown> & { id: number; version: number; tags: { id: number }[] };
  accommodations: { id: number; trip_service_status_name: string | null }[];
}

/** A Spanish-speaking hotel booked by email. */
async function spanishHotel(server: E2EServer, api: Api, name: string) {
  const pamplona = await idOf(server, 'locations', 'name', 'Pamplona');
  const { provider } = await api<{ provider: { id: number } }>('POST', '/providers', {
    category_id: 1,
    commercial_name: name,
    location_ids: [pamplona],
    booking_email: 'reservas@example.com',
    booking_method_id: 1,
    language_id: 2,
  });
  return { providerId: provider.id, pamplona };
}

/**
 * An Active trip with one automated night at that hotel, saved as the trip screen saves it: the save
 * plans the booking request. Answers the trip, the row, and the answer link the request email carries.
 */
async function bookedNight(server: E2EServer, api: Api, name: string, brandingId: number | null = null) {
  const { providerId, pamplona } = await spanishHotel(server, api, `${name} Inn`);
  const { trip } = await api<Trip>('POST', '/trips', {
    trip_name: name,
    start_date: day(10),
    end_date: day(12),
    start_location_id: pamplona,
    end_location_id: pamplona,
  });
  const loaded = await api<Trip>('GET', `/trips/${trip.id}`);
  const { id, tags, version, created_at, updated_at, total_cost, gross_margin, gross_margin_per, ...info } =
    loaded.trip;
  const saved = await api<Trip>('PUT', `/trips/${trip.id}`, {
    version,
    trip: { ...info, general_status_id: 2, branding_id: brandingId, tag_ids: tags.map((tag) => tag.id) },
    accommodations: [
      {
        provider_id: providerId,
        location_id: pamplona,
        checkin_date: day(10),
        checkout_date: day(11),
        people: 2,
        double_rooms: 1,
        is_send_email: true,
      },
    ],
  });
  const rowId = saved.accommodations[0].id;
  let path = '';
  await expect
    .poll(async () => {
      const outbox = await api<Outbox>('GET', '/outbox?count=100');
      const email = outbox.items.find(
        (item) => item.template_slug === 'booking-request' && item.subject_id === rowId,
      );
      path = `${email?.body ?? ''} ${email?.html ?? ''}`.match(/\/provider-response\/[\w.~-]+/)?.[0] ?? '';
      return path;
    }, within)
    .toMatch(/^\/provider-response\//);
  return { tripId: trip.id, rowId, link: `${server.url}${path}` };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The trip screen without its sticky header and save bar, which would cover what is shot. */

async function signedInApi(page: Page, server: E2EServer) {
  await signInAs(page, server, ADMIN.email, ADMIN.password);
  return apiOf(server, (await page.evaluate(() => localStorage.getItem('token')))!);
}

describe('booking automation', () => {
  const ctx = useServerAndBrowser();

  it('a provider confirms by link in Spanish and the open trip screen shows it without a reload', async () => {
    const staff = ctx.browser.page;
    const api = await signedInApi(staff, ctx.server);
    const [brand] = (await api<{ items: { id: number; name: string }[] }>('GET', '/lookups/brandings')).items;
    const { tripId, rowId, link } = await bookedNight(ctx.server, api, 'E2E Booking trip', brand.id);
    await staff.goto(`${ctx.server.url}/trip-details/${tripId}`);
    const nightRow = staff
      .getByRole('region', { name: 'Accommodation' })
      .getByRole('row')
      .filter({ hasText: `#${rowId}` });
    await expect.poll(() => nightRow.textContent(), within).toContain('Requested');
    await staff.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    const provider = await openBrowser({ width: 390, height: 844 });
    try {
      const page = provider.page;
      await page.goto(link);
      await expect.poll(() => heading(page).textContent(), within).toBe('¿Puede confirmar esta reserva?');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await page.getByText(brand.name, { exact: true }).waitFor();
      await page.getByText('Entrada').waitFor();
      await settle(page);
      expect(await axeProblems(page)).toEqual([]);
      await shoot(page, 'bookingweb-provider-390', { fullPage: true });

      await page.getByLabel('Número de confirmación').fill('CONF-123');
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect.poll(() => heading(page).textContent(), within).toBe('Gracias');
      await page.getByText('Gracias: la reserva está confirmada.').waitFor();
      // A screen reader starts at the result.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(await page.getByRole('button').count()).toBe(0);
      await shoot(page, 'bookingweb-provider-thanks-390', { fullPage: true });

      // The link acts once: opened again, it says so and offers nothing to press.
      await page.reload();
      await expect.poll(() => heading(page).textContent(), within).toBe('Ya respondida');
      await page.getByText('Esta solicitud ya ha sido respondida. Gracias.').waitFor();
      expect(await page.getByRole('button').count()).toBe(0);
    } finally {
      await provider.close();
    }

    // The staff screen follows within its poll, without a reload, and shows the confirmation number.
    await expect.poll(() => nightRow.textContent(), within).toContain('Confirmed');
    const bookings = staff.getByRole('region', { name: 'Bookings' });
    await bookings.getByText('Conf. CONF-123').waitFor({ timeout: within.timeout });
    expect(await staff.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // The row as people name it: what, where, the day and the hotel.
    await bookings.getByRole('button', { name: /^Accommodation in Pamplona, / }).click();
    // The template by its name, never its slug.
    const emails = bookings.getByRole('table', { name: 'Emails' });
    await emails
      .getByRole('cell', { name: /^Booking request/ })
      .first()
      .waitFor();
    expect(await emails.textContent()).not.toContain('booking-request');
    expect(await axeProblems(staff)).toEqual([]);
    // Tall enough that the sticky save bar stays below the panel.
    await staff.setViewportSize({ width: 1280, height: 1600 });
    await bookings.scrollIntoViewIfNeeded();
    await settle(staff);
    await shoot(bookings, 'bookingweb-trip-bookings', { style: hideSticky });
  });

  it('a decline needs a reason, and the reason is recorded', async () => {
    const staff = ctx.browser.page;
    const api = await signedInApi(staff, ctx.server);
    const { tripId, rowId, link } = await bookedNight(ctx.server, api, 'E2E Declined trip');

    // The link opens on a browser where staff are signed in too.
    await staff.goto(link);
    await expect.poll(() => heading(staff).textContent(), within).toBe('¿Puede confirmar esta reserva?');
    await staff.getByRole('button', { name: 'Rechazar' }).click();
    const reason = staff.getByLabel('Comentario');
    await expect.poll(() => reason.getAttribute('aria-invalid'), within).toBe('true');
    await staff.getByText('Indique el motivo del rechazo.').waitFor();
    expect(await heading(staff).textContent()).toBe('¿Puede confirmar esta reserva?');

    await reason.fill('Completo esa noche');
    await staff.getByRole('button', { name: 'Rechazar' }).click();
    await staff.getByText('Gracias: hemos registrado que no puede aceptar esta reserva.').waitFor();

    const view = await api<{
      rows: { row_id: number; requests: { decision: string | null; comment: string }[] }[];
    }>('GET', `/trips/${tripId}/bookings`);
    const answered = view.rows.find((row) => row.row_id === rowId)?.requests[0];
    expect(answered).toMatchObject({ decision: 'decline', comment: 'Completo esa noche' });

    // A link we never sent: a clear page and nothing to press.
    await staff.goto(`${ctx.server.url}/provider-response/not-a-link-we-sent`);
    await expect.poll(() => heading(staff).textContent(), within).toBe('Link not valid');
    await staff
      .getByText('This link is not valid. Please use the link in the latest email we sent you.')
      .waitFor();
    expect(await staff.getByRole('button').count()).toBe(0);
  });

  it('an answer taken by phone keeps unsaved edits on screen until the user reloads', async () => {
    const staff = ctx.browser.page;
    const api = await signedInApi(staff, ctx.server);
    const { tripId, rowId } = await bookedNight(ctx.server, api, 'E2E Phone trip');
    await staff.goto(`${ctx.server.url}/trip-details/${tripId}`);
    const name = staff.getByLabel('Trip name');
    await name.fill('E2E Phone trip (edited)');

    const bookings = staff.getByRole('region', { name: 'Bookings' });
    // By keyboard, as staff often do: a key press goes to the focused button even if the page moves under the
    // pointer meanwhile (the bookings poll may add a notice above).
    await bookings.getByRole('button', { name: /^Accommodation in Pamplona, / }).press('Enter');
    const record = bookings.getByRole('button', { name: 'Record an answer' });
    await expect.poll(() => record.isEnabled(), within).toBe(true);
    await record.press('Enter');
    const dialog = staff.getByRole('dialog', { name: /^Record an answer for Accommodation in Pamplona, / });
    await dialog.getByText('Declined', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Record answer' }).click();
    await dialog.getByText('Please give a reason for declining.').waitFor();
    await dialog.getByText('Confirmed', { exact: true }).click();
    await dialog.getByLabel('Confirmation number').fill('PHONE-7');
    await dialog.getByRole('button', { name: 'Record answer' }).click();
    await staff.getByText('Answer recorded').waitFor();

    // The automation's version does not replace unsaved edits: it says so, and Reload takes it.
    await staff
      .getByText('This trip was updated by the booking automation')
      .waitFor({ timeout: within.timeout });
    expect(await name.inputValue()).toBe('E2E Phone trip (edited)');
    const nightRow = staff
      .getByRole('region', { name: 'Accommodation' })
      .getByRole('row')
      .filter({ hasText: `#${rowId}` });
    expect(await nightRow.textContent()).toContain('Requested');
    await staff.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect.poll(() => nightRow.textContent(), within).toContain('Confirmed');
    expect(await name.inputValue()).toBe('E2E Phone trip');
    await bookings.getByText('Conf. PHONE-7').waitFor();
  });
});
