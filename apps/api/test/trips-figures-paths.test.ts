import { type CostedRow, tripCosts } from '@trips/shared/modules/trips/trip-costs';
import { generalStatuses, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth.ts';
import { bookingEmails, bookingProvider, linkIn, priorityList, stepsOn } from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { invoiceInfo, newInvoice } from './support/invoices.ts';
import { locationId, providerId } from './support/providers.ts';
import { replaceRouteProviders } from './support/transfer-routes.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip, setOnlyRate } from './support/trips.ts';

const RUNS = 15;
const day = (n: number) => `2031-05-${String(10 + n).padStart(2, '0')}`;
const season = { from_date: '2031-01-01', to_date: '2031-12-31' };
const negotiated = (price: number) => ({ name: 'Season', rate_items: [{ ...season, dr2_b: price }] });
const perBag = {
  name: 'Per bag',
  type: 'luggage',
  rate_items: [{ ...season, qties: [{ from_qty: 1, to_qty: -1, amount: 7, price_type: 'per' }] }],
};
const anyHotel = {
  start_meeting_point_id: -1,
  start_provider_id: -1,
  end_meeting_point_id: -1,
  end_provider_id: -1,
  rate_id: -1,
  qty_start: 1,
  qty_end: -1,
  automated_creation: true,
  automated_processing: false,
};

/** A night of the random trip: where, at which of the place's hotels, rooms, status and a real cost. */
const night = fc.record({
  second: fc.boolean(),
  hotel: fc.nat(1),
  rooms: fc.integer({ min: 1, max: 3 }),
  status: fc.constantFrom(1, 3, 7),
  realCost: fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }),
});
const tripShape = fc.record({
  price: fc.integer({ min: 0, max: 3000 }),
  insurance: fc.integer({ min: 0, max: 200 }),
  nights: fc.array(night, { maxLength: 3 }),
  invoiced: fc.integer({ min: 1, max: 400 }),
});

describe.each(targets)('the same trip figures whichever path changed them on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const clock = clockAheadOfRealTime();
  let drain: () => Promise<void>;
  const at = { first: 0, second: 0 };
  const hotels = { first: [0, 0], second: [0, 0] };
  let run = 0;

  /** The trip as stored against one recompute from scratch of its rows; answers its version. */
  async function expectSettled(tripId: number, after: number) {
    const trip = await loadTrip(t, admin, tripId);
    const rows = tripSections.flatMap((s): CostedRow[] => trip[s]);
    const { trip_price, insurance_cost, total_cost, gross_margin, gross_margin_per } = trip.trip;
    expect({ total_cost, gross_margin, gross_margin_per }).toEqual(
      tripCosts(rows, trip_price, insurance_cost),
    );
    expect(trip.trip.version).toBeGreaterThan(after);
    return trip;
  }

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    drain = await stepsOn(t, clock);
    admin = await signIn(t);
    at.first = await locationId(t, 'Pamplona');
    at.second = await locationId(t, 'Puente la Reina');
    for (const place of ['first', 'second'] as const)
      for (const i of [0, 1]) {
        hotels[place][i] = await bookingProvider(t, `Figures ${place} hotel ${i}`, at[place]);
        await setOnlyRate(t, admin, hotels[place][i]!, 'negotiated', negotiated(40 + 35 * i));
      }
    await priorityList(t, at.first, 'hotel', hotels.first);
    const carrier = await providerId(t, 'Camino Bag Carrier');
    await setOnlyRate(t, admin, carrier, 'luggage', perBag);
    const saved = await replaceRouteProviders(t, admin, at.first, at.second, [
      { provider_id: carrier, provider_priority: 1, rates: [anyHotel] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('saves, invoices, falls back and follows the hotel chain to the figures a recompute gives', async () => {
    await fc.assert(
      fc.asyncProperty(tripShape, async (shape) => {
        run++;
        const { trip } = await newTrip(t, admin, { start_date: day(0), end_date: day(5) });
        // The trip save: an automated first night where the priority list starts, then random nights.
        const body = saveBodyOf(await loadTrip(t, admin, trip.id));
        body.trip = {
          ...body.trip,
          general_status_id: generalStatuses.active,
          trip_price: shape.price,
          insurance_cost: shape.insurance,
          travellers: 2,
        };
        const nightAt = (i: number, place: 'first' | 'second', hotel: number) => ({
          location_id: at[place],
          provider_id: hotels[place][hotel],
          checkin_date: day(i),
          checkout_date: day(i + 1),
          people: 2,
          double_rooms: 1,
        });
        body.accommodations = [
          { ...nightAt(0, 'first', 0), is_send_email: true },
          ...shape.nights.map((n, i) => ({
            ...nightAt(i + 1, n.second ? 'second' : 'first', n.hotel),
            double_rooms: n.rooms,
            trip_service_status_id: n.status,
            r_cost: n.realCost,
          })),
        ];
        const res = await saveTrip(t, admin, trip.id, body);
        expect(res.statusCode, res.body).toBe(200);
        let settled = await expectSettled(trip.id, trip.version);

        // An invoice charges the automated night.
        const first = settled.accommodations[0]!;
        const invoice = await newInvoice(t, admin, {
          invoice: invoiceInfo(first.provider_id!, `FIG-${target}-${run}`),
          services: [
            { id: null, section: 'accommodations', row_id: first.id!, r_cost_national: shape.invoiced },
          ],
        });
        expect(invoice.statusCode, invoice.body).toBe(200);
        settled = await expectSettled(trip.id, settled.trip.version);

        // The first hotel declines: the next of the list takes the night, re-priced.
        await drain();
        const request = (await bookingEmails(t)).find(
          (e) => e.template_slug === 'booking-request' && e.subject_id === first.id,
        );
        const declined = await t.app.inject({
          method: 'POST',
          url: `/api/v1/provider-response/${linkIn(request!)}`,
          payload: { decision: 'decline', comment: 'Full' },
        });
        expect(declined.statusCode, declined.body).toBe(200);
        await drain();
        settled = await expectSettled(trip.id, settled.trip.version);
        expect(settled.accommodations[0]!.provider_id).not.toBe(hotels.first[0]);

        // The luggage chain: a change of place to the second town gets its automatic row.
        const chain = saveBodyOf(settled);
        chain.trip = { ...chain.trip, luggage_transfers: true };
        chain.accommodations = [...settled.accommodations, nightAt(4, 'second', 0)];
        const followed = await saveTrip(t, admin, trip.id, chain);
        expect(followed.statusCode, followed.body).toBe(200);
        const last = await expectSettled(trip.id, settled.trip.version);
        expect((followed.json() as TripResponse).luggage_transfers.length).toBeGreaterThan(0);
        expect(last.luggage_transfers.every((r) => r.t_cost === 14)).toBe(true);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
