import type { ProviderRates } from '@trips/shared/modules/providers/provider-rates.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { auditOf, locationId, providerId, put } from './support/providers.ts';

type Rates = ProviderRates;

describe.each(targets)('provider rates and quotes on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let carrier: number;
  let hotel: number;

  const rates = async (id: number): Promise<Rates> => (await get(t, `/providers/${id}/rates`, olga)).json();
  const save = (id: number, body: object) => put(t, `/providers/${id}/rates`, body, olga);
  const quote = (id: number, body: object) => post(t, `/providers/${id}/quote`, body, olga);
  const strip = ({ version, success, messages, ...r }: Rates & { success?: boolean; messages?: string[] }) =>
    r;

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    carrier = await providerId(t, 'Camino Bag Carrier');
    hotel = await providerId(t, 'Hotel Alfonso IX');
  });
  afterAll(() => t.close());

  it('reads the seeded luggage rate in the editor shape', async () => {
    const r = await rates(carrier);
    expect(r.negotiated).toEqual([]);
    expect(r.luggage[0]).toMatchObject({
      name: 'firstRate',
      type: 'luggage',
      rate_items: [
        {
          rate_item_type_id: 1,
          rate_item_type_name: 'Default',
          week_day_id: 1,
          week_day_name: 'Any Week Day',
          from_date: '2025-01-01',
          qties: [
            { from_qty: 1, to_qty: 2, amount: 7, price_type: 'per' },
            { from_qty: 3, to_qty: 5, amount: 6, price_type: 'per' },
            { from_qty: 6, to_qty: -1, amount: 5.5, price_type: 'per' },
          ],
        },
      ],
    });
  });

  it('saves edits, new rows and queued deletions in one save, and audits it', async () => {
    const before = await rates(carrier);
    const [rate] = before.luggage;
    const [item] = rate.rate_items;
    const [first, second, third] = item.qties;
    const groups = {
      name: 'Groups',
      type: 'luggage',
      rate_items: [
        {
          from_date: '2026-01-01',
          to_date: '2026-12-31',
          qties: [{ from_qty: 0, to_qty: -1, amount: 40, price_type: 'total' }],
        },
      ],
    };
    const edited = { ...rate, rate_items: [{ ...item, qties: [{ ...first, amount: 7.5 }, second] }] };
    const res = await save(carrier, {
      version: before.version,
      luggage: [edited, groups],
      deleted_qty_ids: [third.id],
    });
    expect(res.statusCode).toBe(200);
    const after: Rates = res.json();
    expect(after.version).toBe(before.version + 1);
    expect(after.luggage.map((r) => r.name)).toEqual(['firstRate', 'Groups']);
    expect(after.luggage[0].rate_items[0].qties.map((q) => q.amount)).toEqual([7.5, 6]);
    expect(after.luggage[1].rate_items[0]).toMatchObject({
      week_day_name: 'Any Week Day',
      qties: [{ price_type: 'total', to_qty: -1 }],
    });
    expect(strip(await rates(carrier))).toEqual(strip(after));
    const [entry] = await auditOf(t, 'provider_rates', carrier);
    expect(entry.changes.luggage).toBeDefined();
    // Removing a saved rate queues only its id: its items and rows go with it.
    const dropped = await save(carrier, {
      version: after.version,
      luggage: [after.luggage[0]],
      deleted_rate_ids: [after.luggage[1].id],
    });
    expect(dropped.json().luggage.map((r: { name: string }) => r.name)).toEqual(['firstRate']);
  });

  it('rejects overlapping and contradictory rows, naming them, and saves nothing', async () => {
    const before = await rates(hotel);
    const items = [
      { from_date: '2030-01-01', to_date: '2030-06-30', ir_b: 50 },
      { from_date: '2030-06-01', to_date: '2030-12-31', ir_b: -5 },
    ];
    const luggage = {
      name: 'Bags',
      type: 'luggage',
      rate_items: [
        { from_date: '2030-01-01', to_date: '2030-12-31', qties: [{ from_qty: 5, to_qty: 2, amount: 3 }] },
      ],
    };
    const res = await save(hotel, {
      version: before.version,
      negotiated: [...before.negotiated, { name: 'Summer', rate_items: items }],
      luggage: [luggage],
    });
    expect(res.statusCode).toBe(400);
    const { errors, field_errors } = res.json();
    expect(errors).toEqual(
      expect.arrayContaining([
        "Negotiated rate 'Summer': Item 2 (Any Week Day, 2030-06-01 to 2030-12-31): ir_b is negative (-5)",
        "Negotiated rate 'Summer': Item 1 (Any Week Day, 2030-01-01 to 2030-06-30) and item 2 (Any Week Day, 2030-06-01 to 2030-12-31) overlap from 2030-06-01 to 2030-06-30",
        expect.stringMatching(/^Luggage rate 'Bags': .*bracket 1 \(5–2\): from 5 is above to 2/),
      ]),
    );
    expect(field_errors['negotiated.1.rate_items.1.ir_b']).toContain('negative');
    expect(await rates(hotel)).toEqual(before);
  });

  it('refuses a save that forgets a saved row, queues a foreign one, or started from an old version', async () => {
    const before = await rates(hotel);
    const [rate] = before.negotiated;
    const forgot = await save(hotel, {
      version: before.version,
      negotiated: [{ ...rate, rate_items: rate.rate_items.slice(1) }],
    });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.json().message).toBe(
      `Rate item ${rate.rate_items[0].id} is missing from the save: reload and try again`,
    );
    const foreign = await save(hotel, {
      version: before.version,
      negotiated: before.negotiated,
      deleted_rate_ids: [999999],
    });
    expect(foreign.json().errors).toEqual(['Rate 999999 is not part of this record']);
    const stale = await save(hotel, { version: before.version + 5, negotiated: before.negotiated });
    expect(stale.statusCode).toBe(409);
    expect(await rates(hotel)).toEqual(before);
  });

  it('prices an accommodation stay with the seeded seasons, meals and ration replacements', async () => {
    const stay = {
      kind: 'accommodation',
      checkin_date: '2026-04-29',
      checkout_date: '2026-05-02',
      double_rooms: 1,
    };
    const res = await quote(hotel, stay);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rate: { name: 'firstRate' },
      currency_symbol: '€',
      result: { ok: true, national: 393.75, euro: 393.75 },
    });
    expect(res.json().result.breakdown.map((n: { amount: number }) => n.amount)).toEqual([125, 125, 143.75]);
    const pension = await providerId(t, 'Pensión Portomiño');
    const night = {
      kind: 'accommodation',
      checkin_date: '2026-03-10',
      checkout_date: '2026-03-11',
      double_rooms: 1,
      meals_id: 3,
    };
    expect((await quote(pension, night)).json().result.national).toBe(76);
    // Portomarín has no picnic service: its ration replacement prices breakfast only.
    const portomarin = await locationId(t, 'Portomarín');
    expect((await quote(pension, { ...night, location_id: portomarin })).json().result.national).toBe(60);
  });

  it('prices luggage per bag and people per group by bracket', async () => {
    const mochila = await providerId(t, 'Mochila Express Portugués');
    const luggage = (luggages: number) => quote(mochila, { kind: 'luggage', date: '2026-06-15', luggages });
    expect((await luggage(2)).json().result).toMatchObject({ ok: true, national: 16 });
    expect((await luggage(5)).json().result.national).toBe(32.5);
    const taxi = await providerId(t, 'Taxi Compostela');
    const people = (n: number) => quote(taxi, { kind: 'transfer', date: '2026-06-15', people: n });
    expect((await people(3)).json().result).toMatchObject({ ok: true, national: 40 });
    expect((await people(9)).json().result).toMatchObject({ ok: false, reason: 'no-rate' });
  });

  it("answers 'no rate' when the provider has no rate of the kind or none covers the date", async () => {
    const none = (await quote(hotel, { kind: 'luggage', date: '2026-06-15', luggages: 2 })).json();
    expect(none).toMatchObject({
      rate: null,
      result: { ok: false, reason: 'no-rate', message: 'Hotel Alfonso IX has no luggage rate' },
    });
    const late = (
      await quote(hotel, {
        kind: 'accommodation',
        checkin_date: '2031-01-01',
        checkout_date: '2031-01-02',
        individual_rooms: 1,
      })
    ).json();
    expect(late.result).toMatchObject({ ok: false, reason: 'no-rate', details: { dates: ['2031-01-01'] } });
    expect((await quote(hotel, { kind: 'boat', date: '2026-06-15' })).statusCode).toBe(400);
  });
});
