import type { ReadinessProblem } from '@trips/shared/modules/trips/readiness.schema';
import type { SaveTripBody, TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { locationId, providerId } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip, setOnlyRate } from './support/trips.ts';

type Body = ReturnType<typeof saveBodyOf> & Required<Pick<SaveTripBody, 'accommodations' | 'other_services'>>;
const dayMs = 86_400_000;
const fromToday = (n: number) => new Date(Date.now() + n * dayMs).toISOString().slice(0, 10);
const in2031 = (n: number) => `2031-06-${String(1 + n).padStart(2, '0')}`;
const perBag = {
  name: 'Per bag 2031',
  type: 'luggage',
  rate_items: [
    {
      from_date: '2031-01-01',
      to_date: '2031-12-31',
      qties: [{ from_qty: 1, to_qty: -1, amount: 7, price_type: 'per' }],
    },
  ],
};

const nightly = {
  name: 'Nightly to 2031',
  rate_items: [{ from_date: '2026-01-01', to_date: '2031-12-31', dr2_b: 90, ir_b: 70 }],
};

describe.each(everyTarget)('trip readiness on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let place: Record<'pamplona' | 'puente' | 'estella', number>;
  let hotel: Record<'palacio' | 'jakue' | 'cerco', number>;

  const stay = (where: number, at: number, from: string, to: string, over: object = {}) => ({
    location_id: where,
    provider_id: at,
    checkin_date: from,
    checkout_date: to,
    people: 2,
    double_rooms: 1,
    ...over,
  });
  /** A new trip saved with `edit` applied to its body. */
  async function tripWith(start: string, end: string, edit: (body: Body) => void) {
    const id = (await newTrip(t, olga, { start_date: start, end_date: end })).trip.id;
    await change(id, edit);
    return id;
  }
  /** A sale with nothing missing: a price, a customer with an email, a brand and an operations owner. */
  let sold: Partial<Body['trip']>;
  async function change(id: number, edit: (body: Body) => void) {
    const body = saveBodyOf(await loadTrip(t, olga, id)) as Body;
    body.trip = { ...body.trip, travellers: 2, ...sold };
    edit(body);
    const res = await saveTrip(t, olga, id, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TripResponse;
  }
  const readiness = async (id: number, language = 'en'): Promise<ReadinessProblem[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/trips/${id}/readiness`,
      headers: { authorization: `Bearer ${olga}`, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().problems;
  };
  const codes = async (id: number) => (await readiness(id)).map((p) => `${p.code}:${p.severity}`);

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    const brand = await t.db.selectFrom('brandings').select('id').orderBy('id').executeTakeFirstOrThrow();
    const owner = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'olga@example.com')
      .executeTakeFirstOrThrow();
    sold = {
      trip_price: 9000,
      customer_first_name: 'Ann',
      customer_last_name: 'Walker',
      customer_email: 'ann.walker@example.com',
      branding_id: brand.id,
      operations_owner_id: owner.id,
    };
    place = {
      pamplona: await locationId(t, 'Pamplona'),
      puente: await locationId(t, 'Puente la Reina'),
      estella: await locationId(t, 'Estella'),
    };
    hotel = {
      palacio: await providerId(t, 'Hotel Palacio del Camino'),
      jakue: await providerId(t, 'Hotel Jakue'),
      cerco: await providerId(t, 'Hostal Cerco'),
    };
    await setOnlyRate(t, olga, await providerId(t, 'Camino Bag Carrier'), 'luggage', perBag);
    // Every stay here is priced: a stay its rates give no price is a finding of its own.
    for (const id of Object.values(hotel)) await setOnlyRate(t, olga, id, 'negotiated', nightly);
  });
  afterAll(() => t.close());

  it('creates a new trip Pending, and finds nothing missing on a complete one', async () => {
    const created = await newTrip(t, olga, { start_date: in2031(0), end_date: in2031(2) });
    expect(created.trip.general_status_id).toBe(1);
    const id = await tripWith(in2031(0), in2031(2), (body) => {
      body.trip.luggage_transfers = true;
      body.accommodations = [
        stay(place.pamplona, hotel.palacio, in2031(0), in2031(1)),
        stay(place.puente, hotel.jakue, in2031(1), in2031(2)),
      ];
    });
    expect(await readiness(id)).toEqual([]);
    const stored = await t.db
      .selectFrom('trips')
      .select(['problem_count', 'problem_level'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ problem_count: 0, problem_level: 1 });
  });

  it('names a change of place without luggage, with why, exactly while it has no live row', async () => {
    const id = await tripWith(in2031(0), in2031(3), (body) => {
      body.trip.luggage_transfers = true;
      body.accommodations = [
        stay(place.pamplona, hotel.palacio, in2031(0), in2031(1)),
        stay(place.puente, hotel.jakue, in2031(1), in2031(2)),
        // No route from Puente la Reina back to Pamplona.
        stay(place.pamplona, hotel.palacio, in2031(2), in2031(3)),
      ];
    });
    const [problem] = await readiness(id);
    expect(problem).toMatchObject({
      code: 'luggage_stage_missing',
      severity: 'error',
      section: 'luggage_transfers',
      date: in2031(2),
      message: expect.stringContaining('there is no route between the two places'),
    });
    expect(problem!.message).toContain('from Puente la Reina to Pamplona');
    const spanish = await readiness(id, 'es-ES,es;q=0.9');
    expect(spanish[0]!.message).toContain('no hay ruta entre los dos lugares');
    // Staff deleting the automatic row of the first change: named as deleted by hand.
    const saved = await loadTrip(t, olga, id);
    const auto = saved.luggage_transfers[0]!;
    await change(id, (body) => {
      body.luggage_transfers = [];
      body.deleted.luggage_transfers = [auto.id];
    });
    const reasons = (await readiness(id)).filter((p) => p.code === 'luggage_stage_missing');
    expect(reasons.map((p) => p.message)).toEqual([
      expect.stringContaining('its automatic row was deleted by hand'),
      expect.stringContaining('there is no route between the two places'),
    ]);
    // A row staff add for the missing change covers it; luggage off, none is missing.
    await change(id, (body) => {
      body.luggage_transfers = [
        {
          date: in2031(2),
          from_location_id: place.puente,
          to_location_id: place.pamplona,
          luggage: 2,
          people: 2,
        },
      ] as Body['luggage_transfers'];
    });
    expect((await codes(id)).filter((c) => c.startsWith('luggage'))).toEqual(['luggage_stage_missing:error']);
    await change(id, (body) => {
      body.trip.luggage_transfers = false;
    });
    expect((await codes(id)).filter((c) => c.startsWith('luggage'))).toEqual([]);
  });

  it('finds nights without a stay or with two, rooms missing and rows without a provider', async () => {
    const id = await tripWith(in2031(0), in2031(5), (body) => {
      body.accommodations = [
        stay(place.pamplona, hotel.palacio, in2031(0), in2031(2), { double_rooms: 0 }),
        stay(place.puente, hotel.jakue, in2031(1), in2031(2), { double_rooms: 0, individual_rooms: 1 }),
        stay(place.estella, null as unknown as number, in2031(4), in2031(5)),
      ];
    });
    const problems = await readiness(id);
    expect(problems.map((p) => [p.code, p.severity, p.date])).toEqual([
      ['rooms_missing', 'error', in2031(0)],
      ['night_missing', 'error', in2031(1)],
      ['night_missing', 'error', in2031(2)],
      ['provider_missing', 'error', in2031(4)],
      ['rooms_missing', 'warning', in2031(1)],
    ]);
    expect(problems.find((p) => p.date === in2031(2))!.message).toBe(
      'No accommodation for 2 nights from Tue 3 Jun',
    );
    const list = await post(
      t,
      '/trips/search',
      { problem_level: { values: [3], filter_type: 'autocomplete', option_type: 'is' }, search: '' },
      olga,
    );
    expect(list.json().items.map((r: { id: number }) => r.id)).toContain(id);
    expect(list.json().items.find((r: { id: number }) => r.id === id)).toMatchObject({
      problems: 5,
      problem_level: 3,
    });
  });

  it('warns of what is near: unconfirmed services, missing traveller data, documents and deadlines', async () => {
    const id = await tripWith(fromToday(1), fromToday(4), (body) => {
      body.trip.general_status_id = 2;
      body.accommodations = [
        stay(place.pamplona, hotel.palacio, fromToday(1), fromToday(3)),
        stay(place.puente, hotel.jakue, fromToday(3), fromToday(4), {
          trip_service_status_id: 3,
          free_cancellation_date: fromToday(2),
        }),
      ];
    });
    const found = (await readiness(id)).map((p) => `${p.code}:${p.severity}:${p.date}`);
    expect(found).toEqual(
      expect.arrayContaining([
        `unconfirmed_soon:error:${fromToday(1)}`,
        `traveller_data_missing:error:${fromToday(1)}`,
        `vouchers_not_sent:error:${fromToday(1)}`,
        `free_cancellation_deadline:warning:${fromToday(2)}`,
        `traveller_data_missing:warning:${fromToday(3)}`,
      ]),
    );
    expect(found.some((f) => f.startsWith(`unconfirmed_soon:warning:${fromToday(3)}`))).toBe(false);
  });

  it('books nothing for a trip being built, and requests its services once it is made Active', async () => {
    const requests = async (id: number) => {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from jobs where kind = 'booking.request'
        and (payload->>'row_id')::int in (select id from trip_accommodations where trip_id = ${id})`.execute(
        t.db,
      );
      return rows[0]!.n;
    };
    const id = await tripWith(in2031(0), in2031(2), (body) => {
      body.trip.luggage_transfers = true;
      body.accommodations = [
        stay(place.pamplona, hotel.palacio, in2031(0), in2031(1), { is_send_email: true }),
        stay(place.puente, hotel.jakue, in2031(1), in2031(2), { is_send_email: true }),
      ];
    });
    expect(await requests(id)).toBe(0);
    const body = saveBodyOf(await loadTrip(t, olga, id));
    const preview = await post(t, `/trips/${id}/activation-preview`, body, olga);
    expect(preview.statusCode, preview.body).toBe(200);
    // The two hotels and the carrier of the automatic luggage row between them.
    expect(preview.json()).toMatchObject({ emails: 3, phone_calls: 0, providers: 3 });
    // A preview keeps nothing: the trip is still Pending, at its version, with nothing planned.
    const after = await loadTrip(t, olga, id);
    expect([after.trip.general_status_id, after.trip.version]).toEqual([1, body.version]);
    expect(await requests(id)).toBe(0);
    await change(id, (body) => {
      body.trip.general_status_id = 2;
    });
    expect(await requests(id)).toBe(2);
  });

  it('lists the summary the trip keeps, never working readiness out per row, and heals it on a read', async () => {
    const id = await tripWith(in2031(0), in2031(1), (body) => {
      body.accommodations = [stay(place.pamplona, hotel.palacio, in2031(0), in2031(1))];
    });
    const search = async () =>
      (
        await post(
          t,
          '/trips/search',
          { problem_level: { values: [3], filter_type: 'autocomplete', option_type: 'is' }, count: 1000 },
          olga,
        )
      ).json().items as { id: number; problems: number }[];
    expect((await search()).some((r) => r.id === id)).toBe(false);
    // What the list shows is the kept value, whatever the rows say (at a million trips, a column and its index).
    await t.db
      .updateTable('trips')
      .set({ problem_level: 3, problem_count: 7 })
      .where('id', '=', id)
      .execute();
    expect((await search()).find((r) => r.id === id)?.problems).toBe(7);
    expect(await readiness(id)).toEqual([]);
    expect((await search()).some((r) => r.id === id)).toBe(false);
  });

  it('names what the sale lacks: a warning while Pending, an error once Active, gone once fixed', async () => {
    const id = await tripWith(in2031(0), in2031(1), (body) => {
      body.trip = {
        ...body.trip,
        trip_price: 0,
        customer_first_name: '',
        customer_last_name: '',
        customer_email: '',
        branding_id: null,
        operations_owner_id: null,
      };
      body.accommodations = [stay(place.pamplona, hotel.palacio, in2031(0), in2031(1))];
    });
    const sale = ['price_missing', 'customer_missing', 'brand_missing', 'owner_missing'];
    const ofSale = async () => (await codes(id)).filter((c) => sale.includes(c.split(':')[0]!)).sort();
    expect(await ofSale()).toEqual(sale.map((c) => `${c}:warning`).sort());
    const fields = (await readiness(id)).filter((p) => sale.includes(p.code)).map((p) => p.field);
    expect(fields.sort()).toEqual([
      'branding_id',
      'customer_first_name',
      'operations_owner_id',
      'trip_price',
    ]);
    await change(id, (body) => {
      body.trip = {
        ...body.trip,
        general_status_id: 2,
        trip_price: 10,
        customer_email: '',
        branding_id: null,
        operations_owner_id: null,
      };
    });
    // Active: a price below the cost and a customer without email stop the trip; brand and owner warn.
    expect((await codes(id)).filter((c) => !c.startsWith('unconfirmed')).sort()).toEqual([
      'brand_missing:warning',
      'customer_missing:error',
      'margin_negative:error',
      'owner_missing:warning',
    ]);
    const margin = (await readiness(id, 'es')).find((p) => p.code === 'margin_negative')!;
    expect(margin.message).toMatch(/^El precio \(10,00\s€\) es inferior al coste \(.+\s€\)$/);
    await change(id, () => {});
    expect(
      (await codes(id)).filter((c) => sale.includes(c.split(':')[0]!) || c.startsWith('margin')),
    ).toEqual([]);
  });

  it('counts a change or a cancellation the provider has not answered, an error near the day', async () => {
    const near = await tripWith(fromToday(2), fromToday(3), (body) => {
      body.accommodations = [
        stay(place.pamplona, hotel.palacio, fromToday(2), fromToday(3), { trip_service_status_id: 5 }),
      ];
    });
    const far = await tripWith(in2031(0), in2031(1), (body) => {
      body.accommodations = [
        stay(place.pamplona, hotel.palacio, in2031(0), in2031(1), { trip_service_status_id: 6 }),
      ];
    });
    expect((await readiness(near)).find((p) => p.code === 'modification_pending')).toMatchObject({
      severity: 'error',
      section: 'accommodations',
    });
    expect((await readiness(far)).find((p) => p.code === 'modification_pending')).toMatchObject({
      severity: 'warning',
      message: expect.stringContaining('has not confirmed the cancellation'),
    });
    await change(far, (body) => {
      body.accommodations[0] = { ...body.accommodations[0]!, trip_service_status_id: 3 };
    });
    expect((await codes(far)).filter((c) => c.startsWith('modification'))).toEqual([]);
  });

  it('answers 404 for an unknown trip', async () => {
    expect((await get(t, '/trips/999999/readiness', olga)).statusCode).toBe(404);
  });
});
