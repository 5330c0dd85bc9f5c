import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedOf, sameBooking } from '../src/modules/bookings/bookings.diff.ts';
import { signIn } from './support/auth.ts';
import { bookingEmails, bookingProvider, priorityList, stageIds, stepsOn } from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { runsForThisMachine, scaled } from './support/timeouts.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

type Step =
  | { kind: 'party'; travellers: number }
  | { kind: 'shift'; days: number }
  | { kind: 'answer'; decision: 'confirm' | 'decline'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('party' as const), travellers: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('shift' as const), days: fc.constantFrom(-1, 1, 2) }),
  fc.record({
    kind: fc.constant('answer' as const),
    decision: fc.constantFrom('confirm' as const, 'decline' as const),
    pick: fc.nat(5),
  }),
);

/**
 * Whatever sequence of trip changes, provider answers and declines comes (issue 45): after each, every
 * provider's open request asks for its row as the row now stands, from the row's provider, and no row has
 * two open requests.
 */
describe.each(everyTarget)('amendments in any order on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let drain: () => Promise<void>;
  let stages: number[];
  let hotels: number[];
  const clock = clockAheadOfRealTime();
  const base = '2031-07-01';
  const plus = (n: number) =>
    new Date(Date.parse(`${base}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    drain = await stepsOn(t, clock);
    admin = await signIn(t);
    stages = (await stageIds(t)).slice(0, 3);
    hotels = [];
    for (const [i, location] of stages.entries())
      hotels.push(await bookingProvider(t, `Any Order Hotel ${i + 1}`, location, { language: 1 }));
    const backup = await bookingProvider(t, 'Any Order Backup', stages[1]!, { language: 1 });
    await priorityList(t, stages[1]!, 'hotel', [hotels[1]!, backup]);
  });
  afterAll(() => t?.close());

  async function bookedTrip() {
    const { trip } = await newTrip(t, admin, {
      trip_name: 'Any order',
      start_date: plus(0),
      end_date: plus(2),
    });
    const body = saveBodyOf(await loadTrip(t, admin, trip.id));
    body.trip = { ...body.trip, travellers: 2, luggage_transfers: true, general_status_id: 1 };
    body.accommodations = stages.slice(0, 2).map((location, i) => ({
      provider_id: hotels[i]!,
      location_id: location,
      checkin_date: plus(i),
      checkout_date: plus(i + 1),
      double_rooms: 1,
      people: 2,
      is_send_email: true,
    }));
    expect((await saveTrip(t, admin, trip.id, body)).statusCode).toBe(200);
    await t.db
      .updateTable('trip_transfers')
      .set({ is_send_email: true })
      .where('trip_id', '=', trip.id)
      .execute();
    const loaded = saveBodyOf(await loadTrip(t, admin, trip.id));
    loaded.trip = { ...loaded.trip, general_status_id: 2 };
    expect((await saveTrip(t, admin, trip.id, loaded)).statusCode).toBe(200);
    await drain();
    return trip.id;
  }

  async function apply(tripId: number, s: Step) {
    if (s.kind === 'answer') {
      const open = await t.db
        .selectFrom('booking_requests')
        .select(['id', 'row_id'])
        .where('trip_id', '=', tripId)
        .where('answered_at', 'is', null)
        .where('superseded_at', 'is', null)
        .orderBy('id')
        .execute();
      if (open.length === 0) return;
      const request = open[s.pick % open.length]!;
      // The provider answers through the link of the latest email about the row that carries one.
      const emails = (await bookingEmails(t)).filter((e) => e.subject_id === request.row_id).reverse();
      for (const email of emails) {
        const token = /\/provider-response\/([A-Za-z0-9._-]+)/.exec(email.body)?.[1];
        if (!token) continue;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/provider-response/${token}`,
          payload: { decision: s.decision, conf_number: 'N-1', comment: 'No room' },
        });
        if (res.statusCode === 200) break;
      }
    } else {
      const body = saveBodyOf(await loadTrip(t, admin, tripId));
      if (s.kind === 'party') body.trip = { ...body.trip, travellers: s.travellers };
      else {
        const start = new Date(Date.parse(`${body.trip.start_date}T00:00:00Z`) + s.days * 86_400_000);
        const end = new Date(Date.parse(`${body.trip.end_date}T00:00:00Z`) + s.days * 86_400_000);
        body.trip = {
          ...body.trip,
          start_date: start.toISOString().slice(0, 10),
          end_date: end.toISOString().slice(0, 10),
        };
      }
      const res = await saveTrip(t, admin, tripId, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    await drain();
  }

  async function expectRequestsMatchRows(tripId: number) {
    const trip = await loadTrip(t, admin, tripId);
    const requests = await t.db
      .selectFrom('booking_requests')
      .selectAll()
      .where('trip_id', '=', tripId)
      .where('answered_at', 'is', null)
      .where('superseded_at', 'is', null)
      .execute();
    const rows = [
      ...trip.accommodations.map((r) => ({ section: 'accommodations' as const, row: r })),
      ...trip.luggage_transfers.map((r) => ({ section: 'luggage_transfers' as const, row: r })),
    ];
    for (const { section, row } of rows) {
      const open = requests.filter((q) => q.section === section && q.row_id === row.id);
      expect(open.length, `${section} ${row.id} has ${open.length} open requests`).toBeLessThanOrEqual(1);
      const status = row.trip_service_status_id;
      if (row.is_send_email && (status === 2 || status === 5))
        expect(open, `${section} ${row.id}`).toHaveLength(1);
      const [request] = open;
      if (!request || request.purpose === 'cancel') continue;
      expect(request.provider_id).toBe(row.provider_id);
      const now = bookedOf(section, row as unknown as Record<string, unknown>);
      expect(
        sameBooking(request.basis, now),
        `${section} ${row.id}: ${JSON.stringify([request.basis, now])}`,
      ).toBe(true);
    }
  }

  it(
    'leaves every provider with a request for its row as it stands, and one at most',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
          const tripId = await bookedTrip();
          for (const s of steps) {
            await apply(tripId, s);
            await expectRequestsMatchRows(tripId);
          }
        }),
        { numRuns: runsForThisMachine(2) },
      );
    },
    scaled(150_000),
  );
});
