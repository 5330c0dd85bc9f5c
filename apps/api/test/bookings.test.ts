import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signIn } from './support/auth.ts';
import {
  bookingEmails,
  bookingProvider,
  linkIn,
  type OutboxEmail,
  priorityList,
  stageIds,
  stepsOn,
} from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { put } from './support/providers.ts';
import { startSmtpServer } from './support/smtp.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip, setOnlyRate } from './support/trips.ts';

const hour = 3_600_000;
const nights = [
  '2031-05-10',
  '2031-05-11',
  '2031-05-12',
  '2031-05-13',
  '2031-05-14',
  '2031-05-15',
  '2031-05-16',
  '2031-05-17',
];
const negotiated = (price: number) => ({
  name: 'Season 2031',
  rate_items: [{ from_date: '2031-01-01', to_date: '2031-12-31', dr2_b: price }],
});

describe.each(targets)('booking automation of a Camino trip on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const clock = clockAheadOfRealTime();
  let tripId: number;
  let hotels: number[];
  let backups: { palas: number; melide: number };
  let carrier: number;

  let drain: () => Promise<void>;
  const emailsFor = async (slug: string) => (await bookingEmails(t)).filter((e) => e.template_slug === slug);
  const rowsOf = async () => (await loadTrip(t, admin, tripId)).accommodations;
  const answer = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/provider-response/${token}`, payload: body });
  const requestTo = async (provider: number) => {
    const email = (await emailsFor('booking-request')).find((e) =>
      e.recipient.startsWith(providerEmail[provider]!),
    );
    if (!email) throw new Error(`no request to provider ${provider}`);
    return email;
  };
  const providerEmail: Record<number, string> = {};

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(target, { SMTP_URL: smtp.url }, undefined, { clock });
    drain = await stepsOn(t, clock);
    admin = await signIn(t);
    const settings = (await get(t, '/settings/booking', admin)).json();
    const saved = await put(
      t,
      '/settings/booking',
      {
        version: settings.version,
        values: {
          bps_test_mode: false,
          bps_booking_request_wait: 24,
          bps_booking_reminder_wait: 12,
          bps_booking_reminder_count: 2,
          bps_booking_modify_wait: 48,
          bps_booking_cancel_wait: 48,
          bps_transfer_request_wait: 24,
        },
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const camino = (await get(t, '/settings/camino', admin)).json();
    const caminoText = {
      cdss_accommodation_comments_to_provider_es: 'Los peregrinos llegan a pie por la tarde.',
    };
    const caminoSaved = await put(
      t,
      '/settings/camino',
      { version: camino.version, values: caminoText },
      admin,
    );
    expect(caminoSaved.statusCode, caminoSaved.body).toBe(200);
    const stages = await stageIds(t);
    hotels = [];
    for (const [i, location] of stages.entries())
      hotels.push(await bookingProvider(t, `Stage ${i + 1} Hotel`, location));
    backups = {
      palas: await bookingProvider(t, 'Palas Backup Hotel', stages[2]!),
      melide: await bookingProvider(t, 'Melide Backup Hotel', stages[3]!),
    };
    carrier = await bookingProvider(t, 'Mochila Express', stages[0]!, { category: 2 });
    for (const p of [...hotels, backups.palas, backups.melide, carrier]) {
      const row = await t.db
        .selectFrom('providers')
        .select('booking_email')
        .where('id', '=', p)
        .executeTakeFirstOrThrow();
      providerEmail[p] = row.booking_email;
    }
    await setOnlyRate(t, admin, hotels[2]!, 'negotiated', negotiated(100));
    await setOnlyRate(t, admin, backups.palas, 'negotiated', negotiated(130));
    await priorityList(t, stages[2]!, 'hotel', [hotels[2]!, backups.palas]);
    await priorityList(t, stages[3]!, 'hotel', [hotels[3]!, backups.melide]);

    const { trip } = await newTrip(t, admin, {
      trip_name: 'Sarria to Santiago',
      start_date: nights[0],
      end_date: nights[7],
      general_status_id: 1,
      trip_type_id: 1,
    });
    tripId = trip.id;
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.trip = { ...body.trip, general_status_id: 1, trip_type_id: 1 };
    body.accommodations = stages.map((location, i) => ({
      provider_id: hotels[i]!,
      location_id: location,
      checkin_date: nights[i]!,
      checkout_date: nights[i + 1]!,
      double_rooms: 1,
      people: 2,
      is_send_email: true,
    }));
    body.luggage_transfers = stages.slice(0, -1).map((from, i) => ({
      provider_id: carrier,
      date: nights[i + 1]!,
      from_location_id: from,
      to_location_id: stages[i + 1]!,
      luggage: 2,
      is_send_email: true,
    }));
    const res = await saveTrip(t, admin, tripId, body);
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('asks nothing while the trip is not active, then one request per row once it is', async () => {
    await drain();
    expect(await bookingEmails(t)).toEqual([]);
    const loaded = await loadTrip(t, admin, tripId);
    const body = saveBodyOf(loaded);
    body.trip = { ...body.trip, general_status_id: 2 };
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    await drain();
    const requests = await emailsFor('booking-request');
    expect(requests.map((e) => e.recipient).sort()).toEqual(hotels.map((h) => providerEmail[h]).sort());
    expect(await emailsFor('luggage-transfer-request')).toHaveLength(6);
    for (const e of [...requests, ...(await emailsFor('luggage-transfer-request'))])
      expect(e.status).toBe('sent');
    expect(smtp.inbox).toHaveLength(13);
    expect((await rowsOf()).map((r) => r.trip_service_status_name)).toEqual(Array(7).fill('Requested'));
    // The request is in the provider's language (Spanish) and carries the answer link.
    expect(requests[0]!.body).toContain('/provider-response/');
    // A Camino trip: the Camino settings' text for the provider goes with each accommodation request.
    expect(requests[0]!.body).toContain('Los peregrinos llegan a pie por la tarde.');
    // Reference values in the provider's language too: the meal plan is the lookup row's Spanish name.
    expect(requests[0]!.body).toContain('Desayuno');
    expect(requests[0]!.body).not.toContain('Breakfast');
  });

  it('confirms by link once; the link then refuses a second answer', async () => {
    const token = linkIn(await requestTo(hotels[0]!));
    const page = (await t.app.inject({ url: `/api/v1/provider-response/${token}` })).json();
    expect(page).toMatchObject({
      state: 'open',
      lang: 'es',
      booking: {
        kind: 'accommodation',
        purpose: 'request',
        double_rooms: 1,
        start_date: nights[0],
        meals: 'Desayuno',
        brand_name: 'Camino Ways',
      },
    });
    // Reading the page changed nothing.
    expect((await rowsOf())[0]!.trip_service_status_name).toBe('Requested');
    const confirmed = await answer(token, {
      decision: 'confirm',
      conf_number: 'CONF-1',
      comment: 'Hasta pronto',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const again = await answer(token, { decision: 'decline', comment: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().state).toBe('used');
    const tampered = await answer(`${token.slice(0, -2)}xx`, { decision: 'confirm' });
    expect(tampered.statusCode).toBe(404);
    expect(linkIn(await requestTo(hotels[1]!))).not.toBe(token);
    expect((await answer(linkIn(await requestTo(hotels[1]!)), { decision: 'confirm' })).statusCode).toBe(200);
    await drain();
    const [first, second] = await rowsOf();
    expect(first).toMatchObject({
      trip_service_status_name: 'Confirmed',
      who_accepted: 'Stage 1 Hotel desk',
    });
    expect(first!.comments_from_provider).toContain('CONF-1');
    const shown = (await get(t, `/trips/${tripId}/bookings`, admin)).json().rows[0];
    // Its reminder job is still on the schedule, but will do nothing: the screen shows no next step.
    expect(shown).toMatchObject({ conf_number: 'CONF-1', next_step: null, response_url: null });
    expect(second!.trip_service_status_name).toBe('Confirmed');
    expect((await emailsFor('booking-confirmation')).map((e) => e.recipient).sort()).toEqual(
      [providerEmail[hotels[0]!], providerEmail[hotels[1]!]].sort(),
    );
  });

  it('falls back to the next hotel of the priority list after a decline, repriced', async () => {
    const before = (await rowsOf())[2]!;
    expect(before.t_cost).toBe(100);
    expect((await answer(linkIn(await requestTo(hotels[2]!)), { decision: 'decline' })).statusCode).toBe(400);
    expect(
      (await answer(linkIn(await requestTo(hotels[2]!)), { decision: 'decline', comment: 'Completo' }))
        .statusCode,
    ).toBe(200);
    await drain();
    const row = (await rowsOf())[2]!;
    expect(row).toMatchObject({
      provider_id: backups.palas,
      trip_service_status_name: 'Requested',
      t_cost: 130,
    });
    expect(await requestTo(backups.palas)).toBeDefined();
    const history = (await get(t, `/trips/${tripId}/history`, admin)).json();
    expect(JSON.stringify(history.items)).toContain('Palas Backup Hotel is next');
  });

  it('reminds a silent hotel on schedule, then marks no response, makes a task and falls back', async () => {
    const melide = () => emailsAbout(3);
    const emailsAbout = async (index: number) => {
      const id = (await rowsOf())[index]!.id;
      return (await bookingEmails(t)).filter(
        (e) => e.subject_type === 'trip_accommodation' && e.subject_id === id,
      );
    };
    clock.advance(24 * hour - 1000);
    await drain();
    expect((await melide()).map((e) => e.template_slug)).toEqual(['booking-request']);
    clock.advance(1000);
    await drain();
    expect((await melide()).map((e) => e.template_slug)).toEqual(['booking-request', 'booking-reminders']);
    clock.advance(12 * hour);
    await drain();
    expect((await melide()).map((e) => e.template_slug)).toEqual([
      'booking-request',
      'booking-reminders',
      'booking-reminders',
    ]);
    clock.advance(12 * hour);
    await drain();
    expect((await melide()).map((e) => e.template_slug)).toEqual([
      'booking-request',
      'booking-reminders',
      'booking-reminders',
      'no-response',
      'booking-request',
    ]);
    const row = (await rowsOf())[3]!;
    expect(row).toMatchObject({ provider_id: backups.melide, trip_service_status_name: 'Requested' });
    const tasks = await t.db
      .selectFrom('tasks')
      .select(['subject', 'general_information'])
      .where('object_type_id', '=', 2)
      .where('object_id', '=', tripId)
      .execute();
    // The row as people name it: where and when, and the hotel.
    expect(tasks.map((x) => x.subject)).toContainEqual(
      expect.stringMatching(
        /^No response from Stage 4 Hotel for Accommodation in .+, \d+ \w+ \(Stage 4 Hotel\)$/,
      ),
    );
    // The no-response rows show on the trip's bookings; the hotels asked before answer and were chased too.
    const view = (await get(t, `/trips/${tripId}/bookings`, admin)).json();
    const shown = view.rows.find((r: { row_id: number }) => r.row_id === row.id);
    expect(shown.requests.map((q: { answered_by: string | null }) => q.answered_by)).toEqual(['none', null]);
    expect(shown.response_url).toContain('/provider-response/');
  });

  it('asks for the changes of a confirmed night, then for a cancellation', async () => {
    let body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.accommodations![0] = {
      ...body.accommodations![0]!,
      people: 3,
      individual_rooms: 1,
      modification_reason: 'A friend joins',
    };
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    expect((await rowsOf())[0]!.trip_service_status_name).toBe('Modification requested');
    await drain();
    const change = (await emailsFor('modifications-request'))[0]!;
    expect(change.recipient).toBe(providerEmail[hotels[0]!]);
    // The hotel reads what changes, a line each in its language, against the stay it confirmed.
    const changed = change.body.split('\n').filter((line) => line.includes('→'));
    expect(
      changed.some((line) => /^Personas: \d+ → 3$/.test(line.trim())),
      change.body,
    ).toBe(true);
    expect(changed.some((line) => /^Habitaciones: .+ → .*1 habitación individual/.test(line.trim()))).toBe(
      true,
    );
    const page = (await t.app.inject({ url: `/api/v1/provider-response/${linkIn(change)}` })).json();
    expect(page.booking).toMatchObject({ purpose: 'modify', people: 3, reason: 'A friend joins' });
    expect((await answer(linkIn(change), { decision: 'confirm' })).statusCode).toBe(200);
    expect((await rowsOf())[0]!.trip_service_status_name).toBe('Confirmed');

    body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.accommodations![1] = {
      ...body.accommodations![1]!,
      trip_service_status_id: 7,
      cancellation_reason: 'Shorter trip',
    };
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    expect((await rowsOf())[1]!.trip_service_status_name).toBe('Cancellation requested');
    await drain();
    const cancel = (await emailsFor('cancellation-request'))[0]!;
    expect((await answer(linkIn(cancel), { decision: 'confirm' })).statusCode).toBe(200);
    expect((await rowsOf())[1]!.trip_service_status_name).toBe('Cancelled');
  });

  it('ends with every row where it should be and no email sent twice', async () => {
    await drain();
    const rows = await rowsOf();
    // Palas: its backup was silent too and the list is spent; Melide: its backup is asked; Arzúa and
    // O Pedrouzo: no list; Santiago: the demo's priority list gave the next hotel.
    expect(rows.map((r) => r.trip_service_status_name)).toEqual([
      'Confirmed',
      'Cancelled',
      'No response',
      'Requested',
      'No response',
      'No response',
      'Requested',
    ]);
    const tasks = await t.db.selectFrom('tasks').select('subject').where('object_id', '=', tripId).execute();
    const named = (row: (typeof rows)[number]) =>
      `Accommodation in ${row.location_name}, ${new Date(`${row.checkin_date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })}`;
    const subjects = tasks.map((x) => x.subject).join('\n');
    expect(subjects).toContain(`No provider left to ask for ${named(rows[2]!)}`);
    expect(subjects).toContain(`Find another provider for ${named(rows[4]!)}`);
    expect(subjects).not.toMatch(/Accommodation #\d+/);
    const emails = await bookingEmails(t);
    const keys = emails.map(
      (e: OutboxEmail) => `${e.template_slug}|${e.recipient}|${e.subject_id}|${e.subject}|${e.body}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(emails.every((e) => e.status === 'sent')).toBe(true);
    expect(smtp.inbox).toHaveLength(emails.length);
  });
});
