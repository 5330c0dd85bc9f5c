import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle } from './support/people.ts';
import { idOf } from './support/providers.ts';
import { hideSticky, shoot } from './support/screenshots.ts';
import { signInAdminIn } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

const next = new Date().getFullYear() + 1;
const day = (d: number) => `${next}-05-${String(d).padStart(2, '0')}`;
/** A request goes out through a job, and the fallback after a decline through another. */
const within = { timeout: scaled(30_000), interval: 250 };

/** What a Spanish reader never reads from the automation (issue 47's contract). */
const english = [
  'Find another provider',
  'to book',
  '(by link)',
  'Confirmation number',
  'booking-request',
  'booking-confirmation',
  'modifications-request',
  'Fields —',
  'follows the chain',
  'Main account',
  'Agencies account',
  'Fill in the client id',
];
const recordByNumber =
  /(Accommodation|Luggage transfer|Normal transfer|Other service|Alojamiento|Transporte de equipaje|Traslado|Otro servicio) #\d+/;

async function englishOn(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // biome-ignore lint/performance/useDomNodeTextContent: what the reader sees is the point
  const text = await page.locator('body').innerText();
  return [
    ...english.filter((words) => text.includes(words)),
    ...(text.match(recordByNumber) ?? []).slice(0, 1),
  ];
}

describe('the automation read in Spanish', () => {
  const ctx = useServerAndBrowser();

  it('shows a booking cycle’s trip, bookings, history, tasks, notifications and Zoho screen in Spanish', async () => {
    const { page } = ctx.browser;
    const { server } = ctx;
    await signInAdminIn(ctx, 'es');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const api = apiAs(server, token);
    const pamplona = await idOf(server, 'locations', 'name', 'Pamplona');
    const hotel = async (name: string) =>
      (
        await api('POST', '/providers', {
          category_id: 1,
          commercial_name: name,
          location_ids: [pamplona],
          booking_email: 'reservas@example.com',
          booking_method_id: 1,
          language_id: 2,
        })
      ).provider.id as number;
    const [casa, lleno] = [await hotel('Casa Iruña'), await hotel('Hostal Lleno')];
    await server.db.deleteFrom('location_priority_providers').where('location_id', '=', pamplona).execute();
    const { trip } = await api('POST', '/trips', {
      trip_name: 'Viaje en español',
      start_date: day(10),
      end_date: day(12),
      start_location_id: pamplona,
      end_location_id: pamplona,
    });
    const loaded = (await api('GET', `/trips/${trip.id}`)).trip;
    const {
      id,
      tags,
      version,
      created_at,
      updated_at,
      total_cost,
      gross_margin,
      gross_margin_per,
      booking_reference,
      ...info
    } = loaded;
    const night = (provider_id: number, d: number) => ({
      provider_id,
      location_id: pamplona,
      checkin_date: day(d),
      checkout_date: day(d + 1),
      people: 2,
      double_rooms: 1,
      is_send_email: true,
    });
    const saved = await api('PUT', `/trips/${trip.id}`, {
      version,
      trip: { ...info, general_status_id: 2, tag_ids: tags.map((tag: { id: number }) => tag.id) },
      accommodations: [night(casa, 10), night(lleno, 11)],
    });
    const rows = saved.accommodations.map((r: { id: number }) => r.id) as number[];
    const linkOf = async (rowId: number) => {
      let token = '';
      await expect
        .poll(async () => {
          const outbox = await api('GET', '/outbox?count=100');
          const email = outbox.items.find(
            (item: { template_slug: string; subject_id: number }) =>
              item.template_slug === 'booking-request' && item.subject_id === rowId,
          );
          token = `${email?.body ?? ''}`.match(/\/provider-response\/([\w.~-]+)/)?.[1] ?? '';
          return token;
        }, within)
        .not.toBe('');
      return token;
    };
    const answer = async (rowId: number, body: object) => {
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/v1/provider-response/${await linkOf(rowId)}`,
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await answer(rows[0]!, { decision: 'confirm', conf_number: 'ALF-55821' });
    await answer(rows[1]!, { decision: 'decline', comment: 'Completo' });
    // The decline leaves its owner a task: nobody else sells that night.
    await expect
      .poll(async () => (await api('POST', '/tasks/search', {})).items.length, within)
      .toBeGreaterThan(0);

    const found: Record<string, string[]> = {};
    const walk = async (path: string, ready: string | RegExp, shot: string) => {
      await page.goto(`${server.url}${path}`);
      await page.getByText(ready).first().waitFor({ timeout: within.timeout });
      const leftovers = await englishOn(page);
      if (leftovers.length > 0) found[path] = leftovers;
      await settle(page);
      await shoot(page, shot, { fullPage: true, style: hideSticky });
    };
    await walk(`/trip-details/${trip.id}`, 'Reservas', 'automation-es-trip');
    const bookings = page.getByRole('region', { name: 'Reservas' });
    await bookings
      .getByRole('button', { name: /^Alojamiento en Pamplona/ })
      .first()
      .click();
    await bookings.getByText('ALF-55821').first().waitFor();
    expect(await englishOn(page)).toEqual([]);
    await shoot(bookings, 'automation-es-bookings', { style: hideSticky });
    await walk(`/trip-details/${trip.id}/history`, /Alojamiento en Pamplona/, 'automation-es-history');
    await walk('/tasks', /Hostal Lleno/, 'automation-es-tasks');
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await page
      .getByText(/Alojamiento en Pamplona/)
      .first()
      .waitFor({ timeout: within.timeout });
    const panel = await englishOn(page);
    if (panel.length > 0) found.notifications = panel;
    await shoot(page, 'automation-es-notifications');
    await walk('/zoho-settings', 'Zoho', 'automation-es-zoho');
    expect(found).toEqual({});
  });
});
