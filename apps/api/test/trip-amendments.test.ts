import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenDay } from '../src/engine/templates/context.ts';
import { outboxSubjectOf } from '../src/modules/bookings/bookings.slugs.ts';
import { get, post, signIn } from './support/auth.ts';
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
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { put } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

const nights = ['2031-05-10', '2031-05-11', '2031-05-12', '2031-05-13', '2031-05-14'];
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The change lines of an email, trimmed: 'People: 2 → 3'. */
const changesIn = (email: OutboxEmail) =>
  email.body
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.includes('→'));

/**
 * A change to a booked trip reaches every provider it touches once, saying what changes (issue 45): the
 * trip moved by a day with one more traveller, a second change before the answer, the fallback's new hotel
 * told to the carrier, a night nobody will sell, a cancelled trip, a copy. Read as each provider reads it.
 */
describe.each(everyTarget)('amendments of a booked trip on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let drain: () => Promise<void>;
  const clock = clockAheadOfRealTime();
  let tripId: number;
  let hotels: number[];
  let backup: number;
  let stages: number[];

  const trip = () => loadTrip(t, admin, tripId);
  const answer = (token: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/provider-response/${token}`, payload: body });
  const page = async (token: string) =>
    (await t.app.inject({ url: `/api/v1/provider-response/${token}` })).json();
  const emailsAbout = async (type: string, id: number, slug?: string) =>
    (await bookingEmails(t)).filter(
      (e) => e.subject_type === type && e.subject_id === id && (!slug || e.template_slug === slug),
    );
  const save = async (edit: (body: ReturnType<typeof saveBodyOf>) => void) => {
    const body = saveBodyOf(await trip());
    edit(body);
    const res = await saveTrip(t, admin, tripId, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TripResponse;
  };
  /** Every open request confirmed by its provider, with a number of its own. */
  const confirmAllOpen = async () => {
    const open = await t.db
      .selectFrom('booking_requests')
      .select(['id', 'section', 'row_id'])
      .where('trip_id', '=', tripId)
      .where('answered_at', 'is', null)
      .where('superseded_at', 'is', null)
      .execute();
    for (const request of open) {
      const type = request.section === 'accommodations' ? 'trip_accommodation' : 'trip_luggage_transfer';
      const email = (await emailsAbout(type, request.row_id)).at(-1)!;
      const res = await answer(linkIn(email), { decision: 'confirm', conf_number: `C-${request.row_id}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    await drain();
  };

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    drain = await stepsOn(t, clock);
    admin = await signIn(t);
    const settings = (await get(t, '/settings/booking', admin)).json();
    const values = { bps_test_mode: false, bps_booking_request_wait: 24, bps_booking_modify_wait: 48 };
    expect((await put(t, '/settings/booking', { version: settings.version, values }, admin)).statusCode).toBe(
      200,
    );
    stages = (await stageIds(t)).slice(0, 4);
    hotels = [];
    for (const [i, location] of stages.entries())
      hotels.push(await bookingProvider(t, `Amend Hotel ${i + 1}`, location, { language: 1 }));
    backup = await bookingProvider(t, 'Amend Backup Hotel', stages[2]!, { language: 1 });
    await priorityList(t, stages[2]!, 'hotel', [hotels[2]!, backup]);
    // Only one hotel sells the fourth night.
    await priorityList(t, stages[3]!, 'hotel', [hotels[3]!]);
    const created = await newTrip(t, admin, {
      trip_name: 'Amendments',
      start_date: nights[0],
      end_date: nights[3],
      general_status_id: 1,
      trip_type_id: 1,
    });
    tripId = created.trip.id;
    await save((body) => {
      body.trip = { ...body.trip, travellers: 2, luggage_transfers: true };
      body.accommodations = stages.slice(0, 3).map((location, i) => ({
        provider_id: hotels[i]!,
        location_id: location,
        checkin_date: nights[i]!,
        checkout_date: nights[i + 1]!,
        double_rooms: 1,
        people: 2,
        is_send_email: true,
      }));
    });
    // The chain made a luggage row per change of place with the route's carrier: the automation books them.
    await t.db
      .updateTable('trip_transfers')
      .set({ is_send_email: true })
      .where('trip_id', '=', tripId)
      .execute();
    await save((body) => {
      body.trip = { ...body.trip, general_status_id: 2 };
    });
    await drain();
  });
  afterAll(() => t?.close());

  it('tells the carrier the fallback hotel it delivers to, and asks for the answer by one day', async () => {
    const luggage = (await trip()).luggage_transfers;
    expect(luggage).toHaveLength(2);
    const into = luggage.find((r) => r.to_location_id === stages[2])!;
    const first = await emailsAbout('trip_luggage_transfer', into.id, 'luggage-transfer-request');
    expect(first).toHaveLength(1);
    // The first hotel of Palas de Rei declines: the next of its list takes the night.
    const palas = (await trip()).accommodations[2]!;
    const request = (await emailsAbout('trip_accommodation', palas.id, 'booking-request'))[0]!;
    const asked = await page(linkIn(request));
    // One answer-by day: the page's is the one the email names, and the link lasts longer.
    expect(request.body).toContain(writtenDay(asked.answer_by, 'en'));
    expect(asked.answer_by < asked.expires_at.slice(0, 10)).toBe(true);
    expect((await answer(linkIn(request), { decision: 'decline', comment: 'Full' })).statusCode).toBe(200);
    await drain();
    expect((await trip()).accommodations[2]).toMatchObject({ provider_id: backup });
    // The carrier's unanswered request is out of date: a new one names the new hotel, the old link is gone.
    const again = await emailsAbout('trip_luggage_transfer', into.id, 'luggage-transfer-request');
    expect(again).toHaveLength(2);
    expect(again[1]!.body).toContain('Amend Backup Hotel');
    expect((await page(linkIn(first[0]!))).state).toBe('superseded');
    expect((await answer(linkIn(first[0]!), { decision: 'confirm' })).statusCode).toBe(409);
    await confirmAllOpen();
    expect((await trip()).accommodations.map((r) => r.trip_service_status_name)).toEqual(
      Array(3).fill('Confirmed'),
    );
  });

  it('moves the booked trip a day later with one more traveller: one modification per row, saying what changes', async () => {
    const before = await trip();
    const emailsBefore = (await bookingEmails(t)).length;
    const body = saveBodyOf(before);
    body.trip = { ...body.trip, start_date: nights[1]!, end_date: nights[4]!, travellers: 3 };
    const preview = await post(t, `/trips/${tripId}/save-preview`, body, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    const messages = preview.json().messages as { provider_id: number; kind: string; lines: string[] }[];
    expect(messages.filter((m) => m.kind === 'modify')).toHaveLength(5);
    const hotelOne = messages.find((m) => m.provider_id === hotels[0])!;
    expect(hotelOne.lines).toEqual(
      expect.arrayContaining([
        `Arrival: ${writtenDay(nights[0]!, 'en')} → ${writtenDay(nights[1]!, 'en')}`,
        'People: 2 → 3',
      ]),
    );
    // The preview sent nothing.
    expect((await bookingEmails(t)).length).toBe(emailsBefore);
    const saved = await saveTrip(t, admin, tripId, body);
    expect(saved.statusCode, saved.body).toBe(200);
    await drain();
    const after = await trip();
    expect(after.trip.end_date).toBe(nights[4]);
    for (const [i, row] of after.accommodations.entries()) {
      expect(row).toMatchObject({
        id: before.accommodations[i]!.id,
        provider_id: before.accommodations[i]!.provider_id,
        checkin_date: plus(before.accommodations[i]!.checkin_date!, 1),
        people: 3,
        double_rooms: 1,
        individual_rooms: 1,
      });
      const changes = await emailsAbout('trip_accommodation', row.id, 'modifications-request');
      expect(changes).toHaveLength(1);
      expect(changesIn(changes[0]!)).toEqual(
        expect.arrayContaining(['People: 2 → 3', expect.stringMatching(/^Rooms: /)]),
      );
      expect(changes[0]!.body).toContain(`C-${row.id}`);
    }
    for (const row of after.luggage_transfers) {
      expect(row.luggage).toBe(3);
      const changes = await emailsAbout(
        'trip_luggage_transfer',
        row.id,
        'modifications-request-luggage-transfer',
      );
      expect(changes).toHaveLength(1);
      // The carrier reads it in its own language.
      expect(changesIn(changes[0]!)).toContainEqual(
        expect.stringMatching(/^(Bags|Bultos|Gepäckstücke): 2 → 3$/),
      );
    }
    // One message per row and change: nothing else left.
    expect((await bookingEmails(t)).length - emailsBefore).toBe(5);
  });

  it('supersedes an unanswered modification with one listing every change since the confirmed booking', async () => {
    const row = (await trip()).accommodations[0]!;
    const [first] = await emailsAbout('trip_accommodation', row.id, 'modifications-request');
    await save((body) => {
      body.accommodations![0] = {
        ...body.accommodations![0]!,
        people: 4,
        twin_rooms: 1,
        individual_rooms: 0,
      };
    });
    await drain();
    const changes = await emailsAbout('trip_accommodation', row.id, 'modifications-request');
    expect(changes).toHaveLength(2);
    const lines = changesIn(changes[1]!);
    // Against what the hotel confirmed (2 people on the first night), not against the first change.
    expect(lines).toContain('People: 2 → 4');
    expect(lines).toContain(`Arrival: ${writtenDay(nights[0]!, 'en')} → ${writtenDay(nights[1]!, 'en')}`);
    expect((await page(linkIn(first!))).state).toBe('superseded');
    expect((await answer(linkIn(first!), { decision: 'confirm' })).statusCode).toBe(409);
    const open = await page(linkIn(changes[1]!));
    expect(open).toMatchObject({ state: 'open', booking: { people: 4 } });
    expect(changes[1]!.body).toContain(writtenDay(open.answer_by, 'en'));
    expect((await answer(linkIn(changes[1]!), { decision: 'confirm' })).statusCode).toBe(200);
    await confirmAllOpen();
    expect((await trip()).accommodations[0]!.trip_service_status_name).toBe('Confirmed');
  });

  it('calls a night nobody will sell an error of the trip, naming the row', async () => {
    const night = await save((body) => {
      body.accommodations!.push({
        provider_id: hotels[3]!,
        location_id: stages[3]!,
        checkin_date: nights[4]!,
        checkout_date: plus(nights[4]!, 1),
        double_rooms: 1,
        individual_rooms: 1,
        people: 3,
        is_send_email: true,
      });
      body.trip = { ...body.trip, end_date: plus(nights[4]!, 1) };
    });
    await drain();
    const row = night.accommodations.at(-1)!;
    const request = (await emailsAbout('trip_accommodation', row.id, 'booking-request'))[0]!;
    expect((await answer(linkIn(request), { decision: 'decline', comment: 'Closed' })).statusCode).toBe(200);
    await drain();
    const problems = (await get(t, `/trips/${tripId}/readiness`, admin)).json().problems;
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'provider_declined', severity: 'error', row_id: row.id }),
    );
  });

  it('a removed night its hotel confirmed stays as a cancellation with its number, not a deletion', async () => {
    const before = await trip();
    const night = before.accommodations[2]!;
    const body = saveBodyOf(before);
    body.accommodations = body.accommodations!.filter((r) => r.id !== night.id);
    body.deleted.accommodations = [night.id];
    const res = await saveTrip(t, admin, tripId, body);
    expect(res.statusCode, res.body).toBe(200);
    await drain();
    const kept = (await trip()).accommodations.find((r) => r.id === night.id);
    expect(kept?.trip_service_status_name).toBe('Cancellation requested');
    const [cancel] = await emailsAbout('trip_accommodation', night.id, 'cancellation-request');
    expect(cancel!.body).toContain(`C-${night.id}`);
  });

  it('a copy keeps each row’s Send email', async () => {
    const res = await post(t, `/trips/${tripId}/copy`, { start_date: '2031-09-01' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const copy: TripResponse = res.json();
    expect(copy.accommodations.map((r) => r.is_send_email)).toEqual(
      (await trip()).accommodations.map((r) => r.is_send_email),
    );
    expect(copy.accommodations.some((r) => r.is_send_email)).toBe(true);
  });

  it('cancelling the trip sends each booked row’s provider a cancellation with its number, and asks nothing more', async () => {
    const before = await trip();
    const held = [...before.accommodations, ...before.luggage_transfers].filter((r) =>
      [2, 3, 5].includes(r.trip_service_status_id ?? 0),
    );
    const body = saveBodyOf(before);
    body.trip = { ...body.trip, general_status_id: 4 };
    const preview = (await post(t, `/trips/${tripId}/save-preview`, body, admin)).json();
    const kinds = preview.messages.map((m: { kind: string; row_id: number }) => [m.row_id, m.kind]);
    expect(kinds.sort()).toEqual(held.map((r) => [r.id, 'cancel']).sort());
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    await drain();
    const after = await trip();
    const heldIds = new Set(held.map((r) => r.id));
    for (const row of after.accommodations.filter((r) => heldIds.has(r.id))) {
      const [cancel] = await emailsAbout('trip_accommodation', row.id, 'cancellation-request');
      expect(cancel!.body).toContain(`C-${row.id}`);
      expect(row.trip_service_status_name).toBe('Cancellation requested');
    }
    // The night nobody sold is cancelled at once: there is no one to tell.
    expect(after.accommodations.find((r) => r.provider_id === hotels[3])!.trip_service_status_name).toBe(
      'Cancelled',
    );
    const sent = (await bookingEmails(t)).length;
    clock.advance(2 * 86_400_000);
    await drain();
    // Only what is about this trip or its rows: the demo's other Active trips get their travellers' page link.
    const ours = new Set([
      `trip:${tripId}`,
      ...tripSections.flatMap((s) => after[s].map((r) => `${outboxSubjectOf[s]}:${r.id}`)),
    ]);
    const later = (await bookingEmails(t))
      .slice(sent)
      .filter((e) => ours.has(`${e.subject_type}:${e.subject_id}`))
      .map((e) => e.template_slug);
    expect(later.every((slug) => slug?.startsWith('no-response-to-cancellation'))).toBe(true);
  });
});
