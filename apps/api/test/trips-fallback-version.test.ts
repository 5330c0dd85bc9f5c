import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, signIn } from './support/auth.ts';
import { bookingEmails, bookingProvider, linkIn, priorityList, stepsOn } from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { locationId } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip, setOnlyRate } from './support/trips.ts';

const season = (price: number) => ({
  name: 'Season 2031',
  rate_items: [{ from_date: '2031-01-01', to_date: '2031-12-31', dr2_b: price }],
});
interface HistoryEntry {
  action: string;
  subject: string | null;
  user_name: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

describe.each(targets)('a booking fallback moves the trip under an open editor on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const clock = clockAheadOfRealTime();
  let drain: () => Promise<void>;

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    drain = await stepsOn(t, clock);
    admin = await signIn(t);
  });
  afterAll(() => t?.close());

  it('re-prices the row, bumps the version, writes one history entry and refuses the stale editor', async () => {
    const palas = await locationId(t, 'Palas de Rei');
    const virxe = await bookingProvider(t, 'Hotel Virxe da Cerca', palas);
    const alameda = await bookingProvider(t, 'Hostal Alameda', palas);
    await setOnlyRate(t, admin, virxe, 'negotiated', season(155));
    await setOnlyRate(t, admin, alameda, 'negotiated', season(69));
    await priorityList(t, palas, 'hotel', [virxe, alameda]);
    const { trip } = await newTrip(t, admin, { start_date: '2031-05-10', end_date: '2031-05-11' });
    const body = saveBodyOf(await loadTrip(t, admin, trip.id));
    body.trip = { ...body.trip, trip_price: 400, general_status_id: 2 };
    body.accommodations = [
      {
        provider_id: virxe,
        location_id: palas,
        checkin_date: '2031-05-10',
        checkout_date: '2031-05-11',
        double_rooms: 1,
        people: 2,
        is_send_email: true,
      },
    ];
    expect((await saveTrip(t, admin, trip.id, body)).statusCode).toBe(200);
    await drain();

    // The editor opens the trip while the hotel is asked.
    const opened = await loadTrip(t, admin, trip.id);
    expect(opened.trip.total_cost).toBe(155);
    const rowId = opened.accommodations[0]!.id as number;
    const request = (await bookingEmails(t)).find(
      (e) => e.template_slug === 'booking-request' && e.subject_id === rowId,
    );
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${linkIn(request!)}`,
      payload: { decision: 'decline', comment: 'Completo' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await drain();

    const now = await loadTrip(t, admin, trip.id);
    expect(now.accommodations[0]).toMatchObject({ provider_id: alameda, t_cost: 69 });
    expect(now.trip).toMatchObject({ total_cost: 69, gross_margin: 331 });
    expect(now.trip.version).toBeGreaterThan(opened.trip.version);

    const history = (await get(t, `/trips/${trip.id}/history`, admin)).json().items as HistoryEntry[];
    const fallback = history.filter((h) => h.subject?.includes('Hostal Alameda is next'));
    expect(fallback).toHaveLength(1);
    expect(fallback[0]).toMatchObject({ action: 'booking', user_name: null });
    expect(fallback[0]!.subject).toContain('Hotel Virxe da Cerca');
    expect(fallback[0]!.changes).toEqual(
      expect.arrayContaining([
        // Read with names, never ids (the entry keeps the ids; GET names them for its reader).
        { field: 'provider_name', before: 'Hotel Virxe da Cerca', after: 'Hostal Alameda' },
        { field: 't_cost', before: 155, after: 69 },
        { field: 'total_cost', before: 155, after: 69 },
        { field: 'gross_margin', before: 245, after: 331 },
      ]),
    );

    expect(fallback[0]!.changes.filter((c) => c.field.endsWith('_id'))).toEqual([]);

    const stale = await saveTrip(t, admin, trip.id, saveBodyOf(opened));
    expect(stale.statusCode).toBe(409);
    const { current } = stale.json();
    expect(current.trip).toMatchObject({ version: now.trip.version, total_cost: 69 });
    expect(current.accommodations[0]).toMatchObject({
      provider_id: alameda,
      provider_name: 'Hostal Alameda',
    });
  });
});
