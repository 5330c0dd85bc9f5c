import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { generalStatuses, transferTypeIds } from '@trips/shared/modules/trips/trips.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChange } from '../src/modules/bookings/bookings.changes.ts';
import { bookedOf } from '../src/modules/bookings/bookings.diff.ts';
import { loadBookingRow } from '../src/modules/bookings/bookings.rows.ts';
import type { StepContext } from '../src/modules/bookings/bookings.send.ts';
import { readBookingSettings } from '../src/modules/bookings/bookings.settings.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const written = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * A modification request says what changes, a field a line as `label: old → new` in the provider's
 * language, with the confirmation number the provider gave; a cancellation names that number too.
 */
describe.each(targets)('what a change asks of a provider on %s', (target) => {
  let t: TestApp;
  let tripId: number;
  let hotel: number;
  let carrier: number;
  const now = new Date();

  const ctx = async (): Promise<StepContext> => ({
    trx: t.db,
    now,
    settings: { ...(await readBookingSettings(t.db)), testMode: false, wait: () => 48 },
    timeZone: 'Europe/Madrid',
    userId: null,
    linkOf: (id) => `https://backoffice.example.com/provider-response/r${id}`,
  });
  const lastEmail = async (slug: string) =>
    t.db
      .selectFrom('outbox')
      .select(['subject', 'body', 'html'])
      .where('template_slug', '=', slug)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  /** A provider who confirmed the row with its own number. */
  const confirmed = (section: 'accommodations' | 'luggage_transfers', rowId: number, providerId: number) =>
    t.db
      .insertInto('booking_requests')
      .values({
        trip_id: tripId,
        section,
        row_id: rowId,
        provider_id: providerId,
        purpose: 'request',
        sent_at: now,
        expires_at: now,
        answered_at: now,
        decision: 'confirm',
        answered_by: 'provider',
        conf_number: 'CG-4471',
      })
      .execute();
  const provider = async (language: number, email: string) => {
    const found = await t.db
      .selectFrom('providers')
      .select('id')
      .where('booking_email', 'is not', null)
      .where('id', 'not in', [hotel ?? 0])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('providers')
      .set({ language_id: language, booking_email: email, contact_name: 'Manuela' })
      .where('id', '=', found.id)
      .execute();
    return found.id;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    tripId = (await t.db.selectFrom('trips').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await t.db
      .updateTable('trips')
      .set({ general_status_id: generalStatuses.active })
      .where('id', '=', tripId)
      .execute();
    hotel = await provider(2, 'reservas@hotel.example.com');
    carrier = await provider(1, 'bookings@carrier.example.com');
  });
  afterAll(() => t.close());

  it('tells a Spanish hotel each changed field of its stay as old → new, with its confirmation number', async () => {
    const meals = await t.db.selectFrom('meals').select(['id', 'name', 'name_es']).orderBy('id').execute();
    const row = await t.db
      .selectFrom('trip_accommodations')
      .select('id')
      .where('trip_id', '=', tripId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const booked = {
      provider_id: hotel,
      checkin_date: day(30),
      checkout_date: day(31),
      people: 2,
      individual_rooms: 0,
      double_rooms: 1,
      twin_rooms: 0,
      triple_rooms: 0,
      meals_id: meals[0]!.id,
      is_send_email: true,
    };
    await t.db.updateTable('trip_accommodations').set(booked).where('id', '=', row.id).execute();
    await confirmed('accommodations', row.id, hotel);
    const before = bookedOf('accommodations', (await loadBookingRow(t.db, 'accommodations', row.id))!.row);
    await t.db
      .updateTable('trip_accommodations')
      .set({
        checkin_date: day(31),
        checkout_date: day(32),
        people: 3,
        double_rooms: 0,
        twin_rooms: 1,
        individual_rooms: 1,
        meals_id: meals[1]!.id,
        trip_service_status_id: S.modificationRequested,
      })
      .where('id', '=', row.id)
      .execute();
    const b = (await loadBookingRow(t.db, 'accommodations', row.id))!;
    await sendChange(await ctx(), b, 'modify', before);
    const email = await lastEmail('modifications-request');
    const lines = email.body.split('\n').map((l) => l.trim());
    expect(lines).toContain(`Entrada: ${written(day(30), 'es-ES')} → ${written(day(31), 'es-ES')}`);
    expect(lines).toContain(`Salida: ${written(day(31), 'es-ES')} → ${written(day(32), 'es-ES')}`);
    expect(lines).toContain('Personas: 2 → 3');
    expect(lines).toContain('Habitaciones: 1 habitación doble → 1 habitación individual, 1 habitación twin');
    const mealName = (m: (typeof meals)[number]) => m.name_es || m.name;
    expect(lines).toContain(`Régimen: ${mealName(meals[0]!)} → ${mealName(meals[1]!)}`);
    expect(lines).toContain('Su número de confirmación: CG-4471');
    // In the HTML each change is a line of its own.
    expect(email.html).toContain('Personas: 2 → 3<br>');
    // A reminder of the change says it again, from what the request kept.
    const request = await t.db
      .selectFrom('booking_requests')
      .select('changes')
      .where('purpose', '=', 'modify')
      .where('row_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(request.changes.split('\n')).toContain('Personas: 2 → 3');
  });

  it('tells an English carrier the new date and bags of a luggage transfer, and a cancellation its number', async () => {
    const row = await t.db
      .selectFrom('trip_transfers')
      .select('id')
      .where('trip_id', '=', tripId)
      .where('transfer_type_id', '=', transferTypeIds.luggage)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('trip_transfers')
      .set({ provider_id: carrier, date: day(30), luggage: 2, people: 2, is_send_email: true })
      .where('id', '=', row.id)
      .execute();
    await confirmed('luggage_transfers', row.id, carrier);
    const before = bookedOf(
      'luggage_transfers',
      (await loadBookingRow(t.db, 'luggage_transfers', row.id))!.row,
    );
    await t.db
      .updateTable('trip_transfers')
      .set({ date: day(31), luggage: 3, trip_service_status_id: S.modificationRequested })
      .where('id', '=', row.id)
      .execute();
    await sendChange(
      await ctx(),
      (await loadBookingRow(t.db, 'luggage_transfers', row.id))!,
      'modify',
      before,
    );
    const change = (await lastEmail('modifications-request-luggage-transfer')).body
      .split('\n')
      .map((l) => l.trim());
    expect(change).toContain(`Date: ${written(day(30), 'en-GB')} → ${written(day(31), 'en-GB')}`);
    expect(change).toContain('Bags: 2 → 3');
    expect(change.filter((l) => l.includes('→'))).toHaveLength(2);

    await t.db
      .updateTable('trip_transfers')
      .set({ trip_service_status_id: S.cancellationRequested, cancellation_reason: 'Shorter trip' })
      .where('id', '=', row.id)
      .execute();
    await sendChange(await ctx(), (await loadBookingRow(t.db, 'luggage_transfers', row.id))!, 'cancel');
    const cancel = await lastEmail('cancellation-request-luggage-transfer');
    expect(cancel.body).toContain('Your confirmation number: CG-4471');
    expect(cancel.body).toContain('Reason: Shorter trip');
  });
});
