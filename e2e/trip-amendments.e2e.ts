import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { fillDate } from './support/dates.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle } from './support/people.ts';
import { idOf } from './support/providers.ts';
import { shoot } from './support/screenshots.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, signInAdminIn } from './support/session.ts';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( [*])?$`));
const next = new Date().getFullYear() + 1;
const day = (n: number) => `${next}-09-${String(10 + n).padStart(2, '0')}`;
/** A night's arrival change as a Spanish hotel reads it: "10 de septiembre de 2027 → 11 de septiembre de 2027". */
const written = (n: number) =>
  [day(n), day(n + 1)]
    .map((d) =>
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${d}T00:00:00Z`),
      ),
    )
    .join(' → ');

/** A hotel that books by email, in Spanish, at a place. */
async function hotel(server: E2EServer, name: string, place: string) {
  const { id } = await server.db
    .insertInto('providers')
    .values({
      category_id: 1,
      commercial_name: name,
      booking_email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.net`,
      contact_name: 'Recepción',
      language_id: 2,
      booking_method_id: 1,
      payment_method_id: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('provider_locations')
    .values({ provider_id: id, location_id: await idOf(server, 'locations', 'name', place) })
    .execute();
  return id;
}

/** The booking emails about a trip's nights, as the outbox keeps them. */
const emailsAbout = async (server: E2EServer, rowIds: number[], slug: string) =>
  (
    await sql<{ subject_id: number; body: string }>`select subject_id, body from outbox
      where template_slug = ${slug} and subject_type = 'trip_accommodation'
        and subject_id in (${sql.join(rowIds)}) order by id`.execute(server.db)
  ).rows;

describe('a change to a booked trip', () => {
  const ctx = useServerAndBrowser();

  it('shows in Spanish what each hotel will be told before saving, and tells each once', async () => {
    const { page } = ctx.browser;
    const { server } = ctx;
    await signInAdminIn(ctx, 'es');
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    const call = apiAs(server, token);
    const places = ['Sarria', 'Portomarín'];
    const hotels = [
      await hotel(server, 'Casa Amendment Sarria', places[0]!),
      await hotel(server, 'Pensión Amendment Portomarín', places[1]!),
    ];
    const created = await call('POST', '/trips', {
      trip_name: 'Cambios',
      start_date: day(0),
      end_date: day(2),
    });
    const { id, tags, version, created_at, updated_at, total_cost, gross_margin, gross_margin_per, ...trip } =
      created.trip;
    const nights = await Promise.all(
      places.map(async (place, i) => ({
        location_id: await idOf(server, 'locations', 'name', place),
        provider_id: hotels[i],
        checkin_date: day(i),
        checkout_date: day(i + 1),
        people: 2,
        double_rooms: 1,
        is_send_email: true,
      })),
    );
    const saved = await call('PUT', `/trips/${id}`, {
      version,
      trip: { ...trip, travellers: 2, general_status_id: 2, tag_ids: [] },
      accommodations: nights,
    });
    const rowIds = saved.accommodations.map((r: { id: number }) => r.id) as number[];
    // The automation asks both hotels; each confirms through its link.
    await expect
      .poll(async () => (await emailsAbout(server, rowIds, 'booking-request')).length, { timeout: 60_000 })
      .toBe(2);
    for (const email of await emailsAbout(server, rowIds, 'booking-request')) {
      const link = /\/provider-response\/([A-Za-z0-9._-]+)/.exec(email.body)![1];
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/v1/provider-response/${link}`,
        payload: { decision: 'confirm', conf_number: `R-${email.subject_id}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    // A day later, with one more traveller, in one save.
    await page.goto(`${server.url}/trip-details/${id}`);
    await fillDate(field(page, 'Fecha de inicio'), day(1), 'es');
    await fillDate(field(page, 'Fecha de fin'), day(3), 'es');
    await field(page, 'Viajeros').fill('3');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '¿Enviar estos cambios a los proveedores?' });
    const list = dialog.getByRole('list', { name: 'Lo que se enviará' });
    for (const name of ['Casa Amendment Sarria', 'Pensión Amendment Portomarín']) {
      const item = list.getByRole('listitem').filter({ hasText: `${name}: modificación` });
      await item.getByText('Personas: 2 → 3', { exact: true }).waitFor();
      await item.getByText(`Entrada: ${written(name === 'Casa Amendment Sarria' ? 0 : 1)}`).waitFor();
    }
    expect(await emailsAbout(server, rowIds, 'modifications-request')).toHaveLength(0);
    await settle(page);
    await shoot(page, 'trip-change-preview-es');
    await dialog.getByRole('button', { name: 'Guardar y enviar' }).click();
    await expect
      .poll(async () => (await emailsAbout(server, rowIds, 'modifications-request')).length, {
        timeout: 60_000,
      })
      .toBe(2);
    const changes = await emailsAbout(server, rowIds, 'modifications-request');
    expect(changes.map((e) => e.subject_id).sort()).toEqual([...rowIds].sort());
    for (const email of changes) {
      expect(email.body).toContain('Personas: 2 → 3');
      expect(email.body).toContain(`R-${email.subject_id}`);
    }
    await server.db
      .updateTable('users')
      .set({ ui_language: 'en' })
      .where('email', '=', ADMIN.email)
      .execute();
  });
});
