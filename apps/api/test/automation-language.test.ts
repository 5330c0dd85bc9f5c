import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signIn } from './support/auth.ts';
import {
  bookingEmails,
  bookingProvider,
  linkIn,
  priorityList,
  stageIds,
  stepsOn,
} from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { put } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

const nights = ['2031-06-08', '2031-06-09', '2031-06-10', '2031-06-11'];

/** What the contract of issue 47 says a Spanish reader never reads from the automation. */
const english = [
  'Find another provider',
  'to book',
  '(by link)',
  'Confirmation number',
  'Fields —',
  'follows the chain',
  'Main account',
  'Agencies account',
  'Fill in the client id',
];
/** A record named by its kind and number ('Accommodation #149', 'Alojamiento #149'). */
const internalNumber =
  /(Accommodation|Luggage transfer|Normal transfer|Other service|Alojamiento|Traslado|Transporte de equipaje|Otro servicio)s? #\d+/;

const readsSpanish = (text: string) => {
  for (const words of english) expect(text, `"${words}" in ${text}`).not.toContain(words);
  expect(text).not.toMatch(internalNumber);
};

/**
 * The automation speaks the reader's language and names rows as people do (issue 47): after requests, a
 * confirmation and a decline, a Spanish reader's trip, bookings panel, history, tasks and notifications.
 */
describe.each(everyTarget)('the automation read in Spanish on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let tripId: number;
  let stages: number[];
  const clock = clockAheadOfRealTime();
  const spanish = (url: string) =>
    t.app.inject({
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'es' },
    });
  const answer = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/provider-response/${token}`, payload: body });
  const requestTo = async (rowId: number) =>
    (await bookingEmails(t))
      .filter((e) => e.subject_type === 'trip_accommodation' && e.subject_id === rowId)
      .at(-1)!;

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    const drain = await stepsOn(t, clock);
    admin = await signIn(t);
    await t.db
      .updateTable('users')
      .set({ ui_language: 'es' })
      .where('email', '=', 'admin@example.com')
      .execute();
    const settings = (await get(t, '/settings/booking', admin)).json();
    const values = { bps_test_mode: false };
    expect((await put(t, '/settings/booking', { version: settings.version, values }, admin)).statusCode).toBe(
      200,
    );
    stages = (await stageIds(t)).slice(1, 4);
    const confirming = await bookingProvider(t, 'Casa Garea', stages[0]!, { language: 2 });
    const declining = await bookingProvider(t, 'Hostal Lleno', stages[1]!, { language: 2 });
    const byPhone = await bookingProvider(t, 'Pensión Teléfono', stages[2]!, {
      language: 2,
      bookingMethod: 2,
    });
    // Nobody else sells the second night: the decline leaves a task to find another provider.
    await priorityList(t, stages[1]!, 'hotel', [declining]);
    const created = await newTrip(t, admin, {
      trip_name: 'Lengua',
      start_date: nights[0],
      end_date: nights[3],
      general_status_id: 1,
      trip_type_id: 1,
    });
    tripId = created.trip.id;
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.trip = { ...body.trip, travellers: 2, general_status_id: 2 };
    body.accommodations = [confirming, declining, byPhone].map((provider_id, i) => ({
      provider_id,
      location_id: stages[i]!,
      checkin_date: nights[i]!,
      checkout_date: nights[i + 1]!,
      double_rooms: 1,
      people: 2,
      is_send_email: true,
    }));
    const saved = await saveTrip(t, admin, tripId, body);
    expect(saved.statusCode, saved.body).toBe(200);
    await drain();
    const [first, second] = (await loadTrip(t, admin, tripId)).accommodations;
    const confirmed = await answer(linkIn(await requestTo(first!.id)), {
      decision: 'confirm',
      conf_number: 'ALF-55821',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const declined = await answer(linkIn(await requestTo(second!.id)), {
      decision: 'decline',
      comment: 'Completo',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await drain();
  });
  afterAll(() => t?.close());

  it('gives the trip a booking reference people quote, in its emails and its search', async () => {
    const trip = (await spanish(`/trips/${tripId}`)).json().trip;
    expect(trip.booking_reference).toMatch(/^[A-Z]{1,4}-\d{4,}$/);
    const request = (await bookingEmails(t)).find((e) => e.template_slug === 'booking-request')!;
    expect(request.body).toContain(trip.booking_reference);
    expect(request.body).not.toMatch(new RegExp(`#${tripId}\\b`));
    const found = await post(t, '/trips/search', { search: trip.booking_reference }, admin);
    expect(found.json().items.map((r: { id: number }) => r.id)).toEqual([tripId]);
  });

  it('names rows as people do in the history, the tasks and the notifications, in Spanish', async () => {
    const history = (await spanish(`/trips/${tripId}/history`)).body;
    readsSpanish(history);
    expect(history).toContain('Alojamiento en Portomarín');
    const tasks = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/tasks/search',
        headers: { authorization: `Bearer ${admin}`, 'accept-language': 'es' },
        payload: {},
      })
    )
      .json()
      .items.map((r: { subject: string }) => r.subject);
    const automation = tasks.filter(
      (s: string) => s.includes('Hostal Lleno') || s.includes('Pensión Teléfono'),
    );
    expect(automation.length).toBeGreaterThanOrEqual(2);
    for (const subject of automation) readsSpanish(subject);
    expect(automation.join('\n')).toMatch(/Alojamiento en Palas de Rei, 9 jun/);
    const notifications = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/notification/get',
        headers: { authorization: `Bearer ${admin}`, 'accept-language': 'es' },
        payload: { page: 1, count: 50 },
      })
    ).json();
    const shown = JSON.stringify(notifications.notifications.map((n: { params: string[] }) => n.params));
    readsSpanish(shown);
  });

  it('shows the bookings panel in Spanish: who accepted, the provider’s words, no English label', async () => {
    const rows = (await spanish(`/trips/${tripId}/bookings`)).json().rows;
    const first = rows.find((r: { provider_name: string }) => r.provider_name === 'Casa Garea');
    expect(first).toMatchObject({ conf_number: 'ALF-55821', who_accepted: 'Casa Garea desk' });
    expect(first.requests.at(-1).answered_by).toBe('provider');
    for (const row of rows)
      readsSpanish(`${row.who_accepted}\n${row.comments_from_provider}\n${row.status_name}`);
  });
});
