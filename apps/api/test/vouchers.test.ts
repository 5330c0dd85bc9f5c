import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { pdfHasImage, pdfText } from './support/pdf-text.ts';
import { memberWith } from './support/people.ts';
import { locationId, providerId } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';
import { providerVoucher, setVoucherTexts } from './support/vouchers.ts';

const cover = 'Buen Camino, señor Müller: Straße ñ ü ß';

describe.each(targets)('trip vouchers on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let ids: Record<string, number>;

  /** A trip of the brand from `from` to Santiago with an accommodation, a luggage transfer and a bike rental. */
  async function tripWithServices(trip: object, from = ids.sarria!) {
    const { trip: created } = await newTrip(t, admin, {
      trip_name: 'Sarria a Santiago',
      start_date: '2031-05-01',
      end_date: '2031-05-04',
      trip_type_id: 1,
      ...trip,
    });
    const body = saveBodyOf(await loadTrip(t, admin, created.id));
    body.trip = {
      ...body.trip,
      branding_id: ids.brand!,
      start_location_id: from,
      end_location_id: ids.santiago!,
      customer_first_name: 'Jürgen',
      customer_last_name: 'Muñoz',
      general_status_id: 1,
      ...trip,
    };
    // Saved out of trip order: the voucher puts them in order of their days.
    body.other_services = [
      {
        provider_id: ids.taxi!,
        service_type_id: 2,
        from_date: '2031-05-03',
        to_date: '2031-05-03',
        people: 2,
        location_id: ids.portomarin!,
        comments_in_voucher: 'Cascos incluidos',
        // Not confirmed yet: listed as still being confirmed, no voucher.
        trip_service_status_id: 1,
      },
    ];
    body.luggage_transfers = [
      {
        provider_id: ids.carrier!,
        date: '2031-05-02',
        from_location_id: from,
        to_location_id: ids.portomarin!,
        luggage: 2,
        trip_service_status_id: 3,
      },
    ];
    body.accommodations = [
      {
        provider_id: ids.hotel!,
        location_id: from,
        checkin_date: '2031-05-01',
        checkout_date: '2031-05-02',
        people: 2,
        double_rooms: 1,
        comments_in_voucher: 'Llegada tarde, después de las 20:00',
        trip_service_status_id: 3,
      },
    ];
    const res = await saveTrip(t, admin, created.id, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().trip.id as number;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    const brand = await t.db.selectFrom('brandings').select('id').orderBy('id').executeTakeFirstOrThrow();
    ids = {
      brand: brand.id,
      hotel: await providerId(t, 'Hotel Alfonso IX'),
      carrier: await providerId(t, 'Camino Bag Carrier'),
      taxi: await providerId(t, 'Taxi Compostela'),
      sarria: await locationId(t, 'Sarria'),
      portomarin: await locationId(t, 'Portomarín'),
      santiago: await locationId(t, 'Santiago de Compostela'),
    };
    await setVoucherTexts(t, brand.id, 'cds', 'cover_page', {
      eng: 'Welcome to the Camino',
      spn: cover,
      grm: 'Willkommen auf dem Jakobsweg',
    });
    await setVoucherTexts(t, brand.id, 'cds', 'introduction_page', {
      eng: 'Your stages',
      spn: 'Tus etapas, día a día',
      grm: 'Ihre Etappen',
    });
    await providerVoucher(t, ids.hotel, 'accommodation', 'Recepción abierta hasta las 23:00');
  });
  afterAll(() => t.close());

  it('renders the trip in Spanish: cover, introduction, stamps, every service in order, ñ ü ß and a picture', async () => {
    const id = await tripWithServices({ language_id: 2 });
    const row = await t.db
      .selectFrom('trip_accommodations')
      .select('id')
      .where('trip_id', '=', id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('booking_requests')
      .values({
        trip_id: id,
        section: 'accommodations',
        row_id: row.id,
        purpose: 'request',
        sent_at: new Date(),
        expires_at: new Date(),
        decision: 'confirm',
        answered_by: 'provider',
        conf_number: 'CONF-ÑÜ-77',
      } as never)
      .execute();
    expect((await get(t, `/trips/${id}/vouchers/file`, admin)).statusCode).toBe(404);

    const res = await post(t, `/trips/${id}/vouchers`, {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lang: 'es',
      voucher_status_id: 1,
      voucher: { lang: 'es', file_name: `vouchers-${id}-es.pdf`, services: 2, sent_at: null },
      compostela: { applies: true, qualifies: true, km: 115, minimumKm: 100 },
    });

    const file = await get(t, `/trips/${id}/vouchers/file`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`vouchers-${id}-es.pdf`);
    expect(file.rawPayload.length).toBe(res.json().voucher.byte_size);
    const text = await pdfText(file.rawPayload);
    for (const expected of [
      'Bonos de viaje',
      cover,
      'Jürgen Muñoz',
      'Tus etapas, día a día',
      'dos sellos al día',
      'Recepción abierta hasta las 23:00',
      'Llegada tarde, después de las 20:00',
      'Número de confirmación',
      'CONF-ÑÜ-77',
      '1 de mayo de 2031',
      'Desayuno',
      'Día a día',
      'Pendiente de confirmar',
    ])
      expect(text, expected).toContain(expected);
    // The service not confirmed yet is listed, without its voucher.
    expect(text).not.toContain('Cascos incluidos');
    expect(text.indexOf('Taxi Compostela')).toBeGreaterThan(text.indexOf('Pendiente de confirmar'));
    const order = ['Hotel Alfonso IX', 'Camino Bag Carrier', 'Taxi Compostela'].map((name) =>
      text.indexOf(name),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toContain('Welcome to the Camino');
    // Reference values (meal plans, service types) in the customer's language, whoever generated it.
    expect(text).not.toMatch(/Breakfast|Room only|Bikes|Excursions/);
    expect(pdfHasImage(file.rawPayload)).toBe(true);
  });

  it('is a travel pack: the holiday as sold, day by day, and each confirmed night with the address and phone on file', async () => {
    await t.db
      .updateTable('providers')
      .set({
        address: 'Rúa Nova 4',
        postal_code: '27600',
        city: 'Sarria',
        phone: '+34 982 530 005',
        latitude: 42.7807,
        longitude: -7.4143,
      })
      .where('id', '=', ids.hotel!)
      .execute();
    const id = await tripWithServices({
      language_id: 1,
      trip_name: 'Sarria a Santiago · Müller (ops test)',
      holiday_name: 'Sarria to Santiago, 6 nights',
    });
    expect((await post(t, `/trips/${id}/vouchers`, {}, admin)).statusCode).toBe(200);
    const text = await pdfText((await get(t, `/trips/${id}/vouchers/file`, admin)).rawPayload);
    for (const expected of [
      'Sarria to Santiago, 6 nights',
      'Day by day',
      'Sarria – Portomarín',
      'Hotel Alfonso IX',
      'Rúa Nova 4, 27600 Sarria',
      '+34 982 530 005',
      '42.78070, -7.41430',
      'Still being confirmed',
    ])
      expect(text, expected).toContain(expected);
    // The internal trip name is for staff, and nothing is left blank or undefined.
    expect(text).not.toContain('ops test');
    // Without a holiday name, the title staff wrote for the customer.
    await t.db
      .updateTable('trips')
      .set({ holiday_name: '', customer_title: 'Your Camino with the family' })
      .where('id', '=', id)
      .execute();
    expect((await post(t, `/trips/${id}/vouchers`, {}, admin)).statusCode).toBe(200);
    const titled = await pdfText((await get(t, `/trips/${id}/vouchers/file`, admin)).rawPayload);
    expect(titled).toContain('Your Camino with the family');
    expect(titled).not.toContain('ops test');
    expect(text).not.toMatch(/undefined|null|NaN|: *\n/);
  });

  it('writes a German trip in German, an English one in English, and replaces the file on each generation', async () => {
    const id = await tripWithServices({ language_id: 3 });
    await post(t, `/trips/${id}/vouchers`, {}, admin);
    const german = await pdfText((await get(t, `/trips/${id}/vouchers/file`, admin)).rawPayload);
    expect(german).toContain('Reisegutscheine');
    expect(german).toContain('Willkommen auf dem Jakobsweg');
    expect(german).toContain('Gepäcktransport');

    await sql`update trips set language_id = null where id = ${id}`.execute(t.db);
    const first = await t.db
      .selectFrom('trip_vouchers')
      .select('storage_key')
      .where('trip_id', '=', id)
      .executeTakeFirstOrThrow();
    const again = (await post(t, `/trips/${id}/vouchers`, {}, admin)).json();
    expect(again.voucher.file_name).toBe(`vouchers-${id}-en.pdf`);
    const english = await pdfText((await get(t, `/trips/${id}/vouchers/file`, admin)).rawPayload);
    expect(english).toContain('Travel vouchers');
    expect(english).toContain('Welcome to the Camino');
    const second = await t.db
      .selectFrom('trip_vouchers')
      .select('storage_key')
      .where('trip_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(second.storage_key).not.toBe(first.storage_key);
  });

  it('flags a Camino trip that would not earn the Compostela', async () => {
    const short = await tripWithServices({}, ids.portomarin);
    expect((await get(t, `/trips/${short}/vouchers`, admin)).json().compostela).toMatchObject({
      applies: true,
      qualifies: false,
      reason: 'too_short',
      km: 93,
    });
    const byBike = await tripWithServices({ trip_type_id: 3 });
    expect((await get(t, `/trips/${byBike}/vouchers`, admin)).json().compostela).toMatchObject({
      qualifies: false,
      minimumKm: 200,
    });
  });

  it('refuses a trip without services, and keeps generation to the trip editors', async () => {
    const { trip } = await newTrip(t, admin, { trip_name: 'Empty' });
    const empty = await post(t, `/trips/${trip.id}/vouchers`, {}, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('This trip has no services to put on a voucher.');
    const viewer = (await memberWith(t, { trips: ['view'] }, 'voucher viewers')).token;
    expect((await get(t, `/trips/${trip.id}/vouchers`, viewer)).statusCode).toBe(200);
    expect((await post(t, `/trips/${trip.id}/vouchers`, {}, viewer)).statusCode).toBe(403);
    expect((await get(t, '/trips/2147483647/vouchers', admin)).statusCode).toBe(404);
  });
});
