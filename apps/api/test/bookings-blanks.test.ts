import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chaseRequest } from '../src/modules/bookings/bookings.chase.ts';
import { createBookingsRepo } from '../src/modules/bookings/bookings.repo.ts';
import { requestRow } from '../src/modules/bookings/bookings.request.ts';
import { loadBookingRow } from '../src/modules/bookings/bookings.rows.ts';
import type { StepContext } from '../src/modules/bookings/bookings.send.ts';
import { readBookingSettings } from '../src/modules/bookings/bookings.settings.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

const hour = 3_600_000;

/**
 * The automation's provider emails: a provider without a contact name is greeted neutrally, the answer-by
 * date is the booking wait's end, a reminder says how long ago the request went, and an email with a blank
 * value is held (not queued) with a task for staff naming the template, the trip and what was blank.
 */
describe.each(targets)('booking emails without blanks on %s', (target) => {
  let t: TestApp;
  let rowId: number;
  let providerId: number;
  let tripId: number;
  const now = new Date(Date.now() + 3 * 86_400_000);

  const ctxAt = async (at: Date): Promise<StepContext> => {
    const settings = await readBookingSettings(t.db);
    return {
      trx: t.db,
      now: at,
      settings: { ...settings, testMode: false, wait: () => 48 },
      timeZone: 'Europe/Madrid',
      userId: null,
      linkOf: (id) => `https://backoffice.example.com/provider-response/r${id}`,
    };
  };
  const outbox = () =>
    t.db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'subject', 'body', 'template_slug'])
      .where('template_slug', 'is not', null)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    // A Spanish hotel with a booking address and no contact name, asked for a night of an active trip.
    const trip = await t.db.selectFrom('trips').select(['id']).orderBy('id').executeTakeFirstOrThrow();
    tripId = trip.id;
    const provider = await t.db
      .selectFrom('providers')
      .select('id')
      .where('booking_email', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    providerId = provider.id;
    await t.db
      .updateTable('providers')
      .set({
        contact_name: '',
        language_id: 2,
        booking_method_id: 1,
        booking_email: 'reservas@hotel.example.com',
      })
      .where('id', '=', providerId)
      .execute();
    await t.db
      .updateTable('trips')
      .set({ general_status_id: generalStatuses.active })
      .where('id', '=', tripId)
      .execute();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const row = await t.db
      .selectFrom('trip_accommodations')
      .select('id')
      .where('trip_id', '=', tripId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    rowId = row.id;
    await t.db
      .updateTable('trip_accommodations')
      .set({
        provider_id: providerId,
        checkin_date: day(20),
        checkout_date: day(21),
        trip_service_status_id: 1,
        people: 1,
        is_send_email: true,
      })
      .where('id', '=', rowId)
      .execute();
  });
  afterAll(() => t.close());

  it('greets a provider without a contact name neutrally and asks for an answer by the end of the wait', async () => {
    await t.db.deleteFrom('outbox').execute();
    await createBookingsRepo(t.db).supersede('accommodations', [rowId], now);
    const b = (await loadBookingRow(t.db, 'accommodations', rowId))!;
    expect(await requestRow(await ctxAt(now), b)).toBe(true);
    const [email] = (await outbox()).filter((e) => e.template_slug === 'booking-request');
    expect(email?.recipient).toBe('reservas@hotel.example.com');
    expect(email!.body).toMatch(/^Estimado\/a señor\/a:/);
    expect(email!.body).toContain('(1 persona)');
    expect(email!.body).toContain('1 noche)');
    // Answer by: the request's time plus the 48 hours' wait, not the link's expiry.
    const deadline = new Intl.DateTimeFormat('es-ES', {
      dateStyle: 'long',
      timeZone: 'Europe/Madrid',
    }).format(new Date(now.getTime() + 48 * hour));
    expect(email!.body).toContain(`antes del ${deadline}`);
  });

  it('says in a reminder how long ago the request went', async () => {
    const request = (await createBookingsRepo(t.db).open('accommodations', rowId))!;
    const later = new Date(now.getTime() + 2 * 86_400_000 + hour);
    const ctx = await ctxAt(later);
    ctx.settings = { ...ctx.settings, reminders: { enabled: true, count: 2, wait: 24 }, sendingDays: null };
    await chaseRequest(ctx, (await loadBookingRow(t.db, 'accommodations', rowId))!, request, 0);
    const [reminder] = (await outbox()).filter((e) => e.template_slug === 'booking-reminders');
    expect(reminder?.body).toContain('(hace 2 días)');
  });

  it('holds an email with a blank value and gives staff a task instead', async () => {
    await t.db.deleteFrom('outbox').execute();
    await createBookingsRepo(t.db).supersede('accommodations', [rowId], now);
    // A stay without its departure: the check finds "(0 noches)".
    await t.db
      .updateTable('trip_accommodations')
      .set({ checkout_date: null, trip_service_status_id: 1 })
      .where('id', '=', rowId)
      .execute();
    const again = (await loadBookingRow(t.db, 'accommodations', rowId))!;
    expect(await requestRow(await ctxAt(now), again)).toBe(false);
    expect((await outbox()).filter((e) => e.template_slug === 'booking-request')).toEqual([]);
    const task = await t.db
      .selectFrom('tasks')
      .select(['subject', 'subject_es', 'general_information', 'object_id'])
      .where('subject', 'like', 'Email booking-request for %')
      .executeTakeFirstOrThrow();
    // The trip by its name and booking reference ('… (CW-2001)'), not its number.
    expect(task.subject).toMatch(/^Email booking-request for .+ \([A-Z]+-\d+\) held: a value is blank$/);
    expect(task.subject_es).toMatch(/^Correo booking-request de .+ retenido: un valor está vacío$/);
    expect(task.object_id).toBe(tripId);
    expect(task.general_information).toContain('a stay or service without its dates');
    expect(task.general_information).toContain('the booking without its dates');
    expect(task.general_information).toContain('0 noches');
    const row = await t.db
      .selectFrom('trip_accommodations')
      .select(['send_email_error'])
      .where('id', '=', rowId)
      .executeTakeFirstOrThrow();
    expect(row.send_email_error).toMatch(/held/);
  });
});
