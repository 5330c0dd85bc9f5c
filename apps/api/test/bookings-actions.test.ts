import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signIn } from './support/auth.ts';
import { bookingEmails, bookingProvider, linkIn, stepsOn } from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { locationId, put } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

const hour = 3_600_000;

describe.each(targets)('booking actions and edge cases on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let sarria: number;
  const clock = clockAheadOfRealTime();
  let drain: () => Promise<void>;
  const setBooking = async (values: object) => {
    const { version } = (await get(t, '/settings/booking', admin)).json();
    const res = await put(t, '/settings/booking', { version, values }, admin);
    expect(res.statusCode, res.body).toBe(200);
  };
  /** An Active trip with one automated night at `provider`, `daysAhead` days after the test clock's today. */
  async function tripWithNight(provider: number, daysAhead = 60) {
    const day = (d: number) => new Date(clock.now().getTime() + d * 24 * hour).toISOString().slice(0, 10);
    const { trip } = await newTrip(t, admin, { start_date: day(daysAhead), end_date: day(daysAhead + 1) });
    const body = saveBodyOf(await loadTrip(t, admin, trip.id));
    body.trip.general_status_id = generalStatuses.active;
    body.accommodations = [
      {
        provider_id: provider,
        location_id: sarria,
        checkin_date: day(daysAhead),
        checkout_date: day(daysAhead + 1),
        double_rooms: 1,
        people: 2,
        is_send_email: true,
      },
    ];
    const res = await saveTrip(t, admin, trip.id, body);
    expect(res.statusCode, res.body).toBe(200);
    await drain();
    const view = (await get(t, `/trips/${trip.id}/bookings`, admin)).json();
    return { tripId: trip.id, rowId: res.json().accommodations[0].id as number, view };
  }
  const rowOf = async (tripId: number) => (await loadTrip(t, admin, tripId)).accommodations[0]!;
  const emailsAbout = async (rowId: number) =>
    (await bookingEmails(t)).filter((e) => e.subject_type === 'trip_accommodation' && e.subject_id === rowId);
  const action = (tripId: number, rowId: number, path: string, body: object = {}) =>
    post(t, `/trips/${tripId}/bookings/accommodations/${rowId}/${path}`, body, admin);

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    drain = await stepsOn(t, clock);
    admin = await signIn(t);
    sarria = await locationId(t, 'Sarria');
  });
  afterAll(() => t?.close());

  it('in test mode sends the request to the brand’s own account, marked as a test', async () => {
    const hotel = await bookingProvider(t, 'Test Mode Hotel', sarria);
    const { rowId, view } = await tripWithNight(hotel);
    const [email] = await emailsAbout(rowId);
    expect(email).toMatchObject({
      template_slug: 'booking-request',
      recipient: 'bookings@caminoways.example.com',
    });
    expect(email!.subject).toMatch(/^\[TEST\] /);
    expect(view.test_mode).toBe(true);
    expect(view.rows[0]).toMatchObject({ status_name: 'Requested', automated: true, next_step: null });
  });

  it('books a phone provider by a task, and takes the answer staff record', async () => {
    await setBooking({ bps_test_mode: false, bps_booking_request_wait: 24, bps_booking_reminder_wait: 12 });
    const hotel = await bookingProvider(t, 'Phone Hotel', sarria, { bookingMethod: 2 });
    const { tripId, rowId, view } = await tripWithNight(hotel);
    expect(await emailsAbout(rowId)).toEqual([]);
    expect(view.rows[0].requests[0]).toMatchObject({ channel: 'phone', answered_at: null });
    const task = await t.db
      .selectFrom('tasks')
      .selectAll()
      .where('object_id', '=', tripId)
      .executeTakeFirstOrThrow();
    // The night as people name it: where, the day and the hotel (issue 47).
    expect(task.subject).toMatch(/^Call Phone Hotel to book Accommodation in .+, \d+ \w+ \(Phone Hotel\)$/);
    expect(task.general_information.length).toBeGreaterThan(20);
    const refused = await action(tripId, rowId, 'answer', { decision: 'decline' });
    expect(refused.statusCode).toBe(400);
    const freeUntil = new Date(clock.now().getTime() + 50 * 24 * hour).toISOString().slice(0, 10);
    const res = await action(tripId, rowId, 'answer', {
      decision: 'confirm',
      conf_number: 'TEL-7',
      free_cancellation_date: freeUntil,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The hotel's free-cancellation day goes onto the night, where readiness watches it.
    expect(await rowOf(tripId)).toMatchObject({
      trip_service_status_name: 'Confirmed',
      who_accepted: 'Ada Admin',
      free_cancellation_date: freeUntil,
    });
    expect((await action(tripId, rowId, 'answer', { decision: 'confirm' })).statusCode).toBe(409);
  });

  it('calls instead of writing when the trip starts within the phone days', async () => {
    const hotel = await bookingProvider(t, 'Soon Hotel', sarria);
    const { view } = await tripWithNight(hotel, 3);
    expect(view.rows[0].requests[0].channel).toBe('phone');
  });

  it('shows why a request could not go, and sends it once staff fixed the provider', async () => {
    const hotel = await bookingProvider(t, 'No Email Hotel', sarria);
    await t.db.updateTable('providers').set({ booking_email: '' }).where('id', '=', hotel).execute();
    const { tripId, rowId, view } = await tripWithNight(hotel);
    expect(view.rows[0]).toMatchObject({
      status_name: 'OK',
      send_email_error: 'The provider has no booking email.',
    });
    const again = await action(tripId, rowId, 'send');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The provider has no booking email.');
    await t.db
      .updateTable('providers')
      .set({ booking_email: 'desk@nomail.example.net' })
      .where('id', '=', hotel)
      .execute();
    const sent = await action(tripId, rowId, 'send');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await rowOf(tripId)).toMatchObject({
      trip_service_status_name: 'Requested',
    });
    expect((await get(t, `/trips/${tripId}/bookings`, admin)).json().rows[0]).toMatchObject({
      send_email_error: null,
    });
    expect((await action(tripId, rowId, 'send')).statusCode).toBe(409);
  });

  it('stops chasing a row whose automation staff stopped', async () => {
    const hotel = await bookingProvider(t, 'Stopped Hotel', sarria);
    const { tripId, rowId, view } = await tripWithNight(hotel);
    expect(view.rows[0].next_step.kind).toBe('reminder');
    expect((await action(tripId, rowId, 'stop')).statusCode).toBe(200);
    clock.advance(25 * hour);
    await drain();
    expect((await emailsAbout(rowId)).map((e) => e.template_slug)).toEqual(['booking-request']);
    expect((await rowOf(tripId)).is_send_email).toBe(false);
  });

  it('shows the link as superseded, as its answer would find it, when the row changed provider outside a save', async () => {
    const [first, second] = [
      await bookingProvider(t, 'Moved Away', sarria),
      await bookingProvider(t, 'Moved To', sarria),
    ];
    const { rowId } = await tripWithNight(first);
    const token = linkIn((await emailsAbout(rowId))[0]!);
    const page = () => t.app.inject({ method: 'GET', url: `/api/v1/provider-response/${token}` });
    expect((await page()).json().state).toBe('open');
    await t.db
      .updateTable('trip_accommodations')
      .set({ provider_id: second })
      .where('id', '=', rowId)
      .execute();
    expect((await page()).json().state).toBe('superseded');
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${token}`,
      payload: { decision: 'confirm' },
    });
    expect(answer.json().state).toBe('superseded');
    expect((await page()).json().state).toBe('superseded');
  });

  it('refuses the old provider’s link once staff chose another provider', async () => {
    const [first, second] = [
      await bookingProvider(t, 'First Choice', sarria),
      await bookingProvider(t, 'Second Choice', sarria),
    ];
    const { tripId, rowId } = await tripWithNight(first);
    const token = linkIn((await emailsAbout(rowId))[0]!);
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.accommodations![0] = { ...body.accommodations![0]!, provider_id: second };
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    await drain();
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${token}`,
      payload: { decision: 'confirm' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().state).toBe('superseded');
    const sent = await emailsAbout(rowId);
    expect(sent.map((e) => e.recipient)).toEqual(['first.choice@example.net', 'second.choice@example.net']);
    expect((await rowOf(tripId)).trip_service_status_name).toBe('Requested');
  });

  it('says a link has expired after the service started, and it changes nothing', async () => {
    const hotel = await bookingProvider(t, 'Late Hotel', sarria);
    const { tripId, rowId } = await tripWithNight(hotel, 20);
    await setBooking({ bps_booking_request_wait: null });
    const token = linkIn((await emailsAbout(rowId))[0]!);
    clock.advance(22 * 24 * hour);
    const page = (await t.app.inject({ url: `/api/v1/provider-response/${token}` })).json();
    expect(page.state).toBe('expired');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${token}`,
      payload: { decision: 'confirm' },
    });
    expect(late.json()).toMatchObject({
      state: 'expired',
      message: 'This link has expired. Please contact us by email or phone.',
    });
    expect((await rowOf(tripId)).trip_service_status_name).toBe('Requested');
    const invalid = (await t.app.inject({ url: '/api/v1/provider-response/not-a-token' })).json();
    expect(invalid).toMatchObject({ state: 'invalid', booking: null });
    await setBooking({ bps_booking_request_wait: 24 });
  });

  it('keeps reminders to the sending days of the mail reminder settings', async () => {
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'short' }).format(
      clock.now(),
    );
    const isoToday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(today) + 1;
    const other = ((isoToday + 2) % 7) + 1;
    const { version } = (await get(t, '/settings/mail_reminders', admin)).json();
    expect(
      (
        await put(
          t,
          '/settings/mail_reminders',
          { version, values: { rms_enabled: true, rms_sending_days: [other] } },
          admin,
        )
      ).statusCode,
    ).toBe(200);
    await setBooking({ bps_booking_request_wait: 0.005, bps_booking_reminder_wait: 1 });
    const hotel = await bookingProvider(t, 'Weekday Hotel', sarria);
    const { tripId, rowId } = await tripWithNight(hotel);
    clock.advance(60_000);
    await drain();
    expect((await emailsAbout(rowId)).map((e) => e.template_slug)).toEqual(['booking-request']);
    const { next_step } = (await get(t, `/trips/${tripId}/bookings`, admin)).json().rows[0];
    expect(next_step.kind).toBe('reminder');
    const due = new Date(next_step.due_at);
    const dueDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'short' }).format(
      due,
    );
    expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(dueDay) + 1).toBe(other);
    expect(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Madrid',
        hour: '2-digit',
        minute: '2-digit',
      }).format(due),
    ).toBe('00:00');
    clock.advance(due.getTime() - clock.now().getTime());
    await drain();
    expect((await emailsAbout(rowId)).map((e) => e.template_slug)).toEqual([
      'booking-request',
      'booking-reminders',
    ]);
  });

  it('asks a prepayment hotel for its proforma once it confirmed, and passes on new comments', async () => {
    await setBooking({ bps_test_mode: false });
    const hotel = await bookingProvider(t, 'Prepaid Hotel', sarria, { paymentMethod: 4 });
    const { tripId, rowId } = await tripWithNight(hotel);
    const token = linkIn((await emailsAbout(rowId))[0]!);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${token}`,
      payload: { decision: 'confirm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await emailsAbout(rowId)).map((e) => e.template_slug)).toEqual([
      'booking-request',
      'booking-confirmation',
      'prepayment-proforma-request',
    ]);
    const proforma = (await emailsAbout(rowId)).at(-1)!;
    // Paid before the night, and no empty answer link: the booking is already confirmed.
    expect(proforma.body).not.toContain('/provider-response/');
    expect(proforma.body).not.toContain('href=""');
    expect(proforma.body).toContain('La pagaremos por transferencia antes del');
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.accommodations![0] = {
      ...body.accommodations![0]!,
      comments_to_provider: 'Late arrival, around 10 pm.',
    };
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    await drain();
    const last = (await emailsAbout(rowId)).at(-1)!;
    expect(last.template_slug).toBe('booking-new-comments');
    expect((await rowOf(tripId)).trip_service_status_name).toBe('Confirmed');
  });

  it('withdraws an unanswered request when staff cancel the night', async () => {
    const hotel = await bookingProvider(t, 'Withdrawn Hotel', sarria);
    const { tripId, rowId } = await tripWithNight(hotel);
    const token = linkIn((await emailsAbout(rowId))[0]!);
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.accommodations![0] = {
      ...body.accommodations![0]!,
      trip_service_status_id: 7,
      cancellation_reason: 'Trip shortened',
    };
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    await drain();
    expect((await emailsAbout(rowId)).map((e) => e.template_slug)).toEqual([
      'booking-request',
      'booking-request-cancellation',
    ]);
    expect((await rowOf(tripId)).trip_service_status_name).toBe('Cancelled');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${token}`,
      payload: { decision: 'confirm' },
    });
    expect(late.json().state).toBe('superseded');
  });

  it('keeps the booking as confirmed when the hotel declines the changes, with a task', async () => {
    const hotel = await bookingProvider(t, 'Rigid Hotel', sarria);
    const { tripId, rowId } = await tripWithNight(hotel);
    const first = linkIn((await emailsAbout(rowId))[0]!);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${first}`,
      payload: { decision: 'confirm' },
    });
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.accommodations![0] = {
      ...body.accommodations![0]!,
      people: 3,
      modification_reason: 'One more guest',
    };
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    await drain();
    const change = (await emailsAbout(rowId)).find((e) => e.template_slug === 'modifications-request')!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${linkIn(change)}`,
      payload: { decision: 'decline', comment: 'No triple rooms left' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowOf(tripId)).trip_service_status_name).toBe('Confirmed');
    expect((await emailsAbout(rowId)).at(-1)!.template_slug).toBe('modifications-decline');
    const tasks = await t.db.selectFrom('tasks').select('subject').where('object_id', '=', tripId).execute();
    expect(tasks.map((x) => x.subject)).toEqual([
      expect.stringMatching(/^Rigid Hotel declined the changes to Accommodation in .+ \(Rigid Hotel\)$/),
    ]);
  });

  it('keeps the bookings and their actions to staff with trip rights', async () => {
    expect((await t.app.inject({ url: '/api/v1/trips/1/bookings' })).statusCode).toBe(401);
    expect((await post(t, '/trips/1/bookings/accommodations/999999/stop', {}, admin)).statusCode).toBe(404);
  });
});
