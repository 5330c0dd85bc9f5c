import type { ReadinessProblem } from '@trips/shared/modules/trips/readiness.schema';
import { rowQuote } from '@trips/shared/modules/trips/row-quote';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

/** The demo itineraries sold this season, each made into a trip as staff (or a won deal) would. */
const sold = ['SAR-SAN-6N', 'POR-COSTA-7N', 'BUR-LEO-4N'];
const start = '2027-06-07';
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const beds = (a: TripResponse['accommodations'][number]) =>
  a.individual_rooms + 2 * a.double_rooms + 2 * a.twin_rooms + 3 * a.triple_rooms;

describe.each(targets)('the demo itineraries make complete trips on %s', (target) => {
  let t: TestApp;
  let olga: string;
  const itineraries = new Map<string, { id: number; nights: number; stages: number }>();

  /** The row's cost as its provider's rates give it, asked afresh (the editor's live quote). */
  async function quoted(section: TripSection, row: Record<string, unknown>) {
    const body = rowQuote(section, row);
    const res = await post(t, `/providers/${row.provider_id}/quote`, body!, olga);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.euro as number;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    const list = await post(t, '/itineraries/search', { page: 1, count: 50, search: '' }, olga);
    expect(list.statusCode, list.body).toBe(200);
    for (const row of list.json().items as { id: number; holiday_id: string }[]) {
      const detail = (await get(t, `/itineraries/${row.id}`, olga)).json().itinerary;
      itineraries.set(row.holiday_id, { id: row.id, nights: detail.nights, stages: detail.stages.length });
    }
  });
  afterAll(() => t.close());

  it.each(sold)('%s: nights, rooms, luggage and prices from the rates, nothing missing', async (holiday) => {
    const itinerary = itineraries.get(holiday)!;
    expect(itinerary, `demo itinerary ${holiday}`).toBeDefined();
    for (const travellers of [2, 3]) {
      const res = await post(
        t,
        '/trips',
        { trip_name: `${holiday} ×${travellers}`, start_date: start, itinerary_id: itinerary.id, travellers },
        olga,
      );
      expect(res.statusCode, res.body).toBe(200);
      const trip = res.json() as TripResponse;
      expect(trip.trip.end_date).toBe(addDays(start, itinerary.nights));
      expect(trip.trip.general_status_name).toBe('Pending');
      // One stay a stage, back to back from the first night to the last, each priced, sleeping the party.
      const stays = trip.accommodations;
      expect(stays).toHaveLength(itinerary.stages);
      expect(stays[0]!.checkin_date).toBe(start);
      expect(stays.at(-1)!.checkout_date).toBe(trip.trip.end_date);
      for (const [i, stay] of stays.entries()) {
        if (i > 0) expect(stay.checkin_date).toBe(stays[i - 1]!.checkout_date);
        expect(stay.provider_id, `${holiday} stay ${i}`).not.toBeNull();
        expect(beds(stay)).toBeGreaterThanOrEqual(travellers);
        expect(stay.t_cost_problem).toBeNull();
        expect(stay.t_cost).toBe(await quoted('accommodations', stay));
      }
      // The bags follow the party: a priced luggage row into every later stage (none where they stay behind).
      for (const row of trip.luggage_transfers) {
        expect(
          row.provider_id,
          `${holiday} luggage ${row.date} ${row.from_location_name} → ${row.to_location_name} auto:${row.is_open_auto_transfer_from}`,
        ).not.toBeNull();
        expect(row.t_cost).toBe(await quoted('luggage_transfers', row));
      }
      expect(trip.luggage_transfers.length).toBeGreaterThan(0);
      for (const row of trip.normal_transfers) {
        expect(
          row.provider_id,
          `${holiday} transfer ${row.from_location_name} → ${row.to_location_name}`,
        ).not.toBeNull();
        expect(row.t_cost).toBe(await quoted('normal_transfers', row));
      }
      for (const row of trip.other_services) expect([row.service_name, row.t_cost]).not.toContain(null);
      const problems = (await get(t, `/trips/${trip.trip.id}/readiness`, olga)).json()
        .problems as ReadinessProblem[];
      // The rows' prices: the trip's own price is the sale's, set by staff or Zoho after.
      expect(
        problems.filter((p) => p.severity === 'error' || (p.code === 'price_missing' && p.section)),
      ).toEqual([]);
    }
  });
});
