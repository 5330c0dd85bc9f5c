import { itineraryMessages as m } from '@trips/shared/modules/itineraries/itineraries.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstActiveProvider, hotelListOf } from '../src/modules/locations/priority-lists.repo.ts';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { auditOf, del, locationId, put } from './support/providers.ts';
import { userWith } from './support/users.ts';

type Body = {
  version?: number;
  itinerary: Record<string, unknown>;
  stages: Record<string, unknown>[];
  transfers?: Record<string, unknown>[];
  services?: Record<string, unknown>[];
};

describe.each(targets)('itineraries on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let alba: string;
  let sarria: number;
  let portomarin: number;
  let santiago: number;
  let melide: number;

  const plan = (party: number, rooms: object) => ({ party, ...rooms });
  const body = (over: Partial<Body> = {}): Body => ({
    itinerary: {
      holiday_id: 'TEST-2N',
      name: 'Test walk, 2 nights',
      name_es: 'Paseo de prueba, 2 noches',
      trip_type_id: 1,
      branding_ids: [1],
    },
    stages: [
      { day_offset: 0, location_id: sarria, nights: 1, room_plans: [plan(2, { double_rooms: 1 })] },
      { day_offset: 1, location_id: santiago, nights: 1 },
    ],
    transfers: [{ day_offset: 2, from_location_id: santiago, to_location_id: sarria, kind: 'people' }],
    ...over,
  });
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('itineraries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const search = (payload: object, token = olga, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/itineraries/search',
      payload,
      headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    alba = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
    [sarria, portomarin, santiago, melide] = await Promise.all(
      ['Sarria', 'Portomarín', 'Santiago de Compostela', 'Melide'].map((n) => locationId(t, n)),
    );
  });
  afterAll(() => t.close());

  it('has the demo itineraries, each stage at a place whose priority list has an active hotel', async () => {
    const rows = await t.db.selectFrom('itineraries').select(['id', 'holiday_id', 'name_es']).execute();
    expect(rows.map((r) => r.holiday_id)).toEqual(
      expect.arrayContaining(['SAR-SAN-6N', 'POR-COSTA-7N', 'BUR-LEO-4N']),
    );
    for (const row of rows) {
      expect(row.name_es, row.holiday_id).not.toBe('');
      const it = (await get(t, `/itineraries/${row.id}`, olga)).json().itinerary;
      expect(it.stages.length, row.holiday_id).toBeGreaterThan(0);
      for (const s of it.stages) {
        const first = await firstActiveProvider(t.db, s.location_id, hotelListOf(s.accommodation_level_id));
        expect(first, `${row.holiday_id}: ${s.location_name}`).toBeDefined();
        // The hotel has a negotiated rate for the demo's dates.
        const rate = await t.db
          .selectFrom('provider_rates')
          .select('id')
          .where('provider_id', '=', first!.provider_id)
          .where('kind', '=', 'negotiated')
          .executeTakeFirst();
        expect(rate, `${row.holiday_id}: ${s.location_name} rate`).toBeDefined();
      }
    }
    const sarSan = (
      await get(t, `/itineraries/${rows.find((r) => r.holiday_id === 'SAR-SAN-6N')!.id}`, olga)
    ).json().itinerary;
    expect(sarSan).toMatchObject({ name: 'Sarria to Santiago, 6 nights', nights: 6, trip_type_id: 1 });
    expect(sarSan.stages.map((s: { location_name: string }) => s.location_name)).toEqual([
      'Sarria',
      'Portomarín',
      'Palas de Rei',
      'Arzúa',
      'O Pedrouzo',
      'Santiago de Compostela',
    ]);
    // The demo trips of that holiday remember it.
    expect(sarSan.trip_count).toBeGreaterThan(0);
  });

  it('adds, reads, saves (replacing the rows) and refuses a stale save with the itinerary as it stands', async () => {
    const created = await post(t, '/itineraries', body(), olga);
    expect(created.statusCode, created.body).toBe(200);
    const it = created.json().itinerary;
    expect(created.json().messages).toEqual([m.created]);
    expect(it).toMatchObject({ id: expect.any(Number), version: 1, holiday_id: 'TEST-2N', nights: 2 });
    expect(it.stages.map((s: { location_name: string }) => s.location_name)).toEqual([
      'Sarria',
      'Santiago de Compostela',
    ]);
    expect(it.stages[0].room_plans).toEqual([
      { party: 2, individual_rooms: 0, double_rooms: 1, twin_rooms: 0, triple_rooms: 0 },
    ]);
    expect((await get(t, `/itineraries/${it.id}`, olga)).json().itinerary).toEqual(it);

    const changed = body({
      version: 1,
      stages: [
        { day_offset: 0, location_id: sarria, nights: 2 },
        { day_offset: 2, location_id: portomarin, nights: 1 },
        { day_offset: 3, location_id: santiago, nights: 1, luggage: false },
      ],
      transfers: [],
    });
    const saved = await put(t, `/itineraries/${it.id}`, changed, olga);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().itinerary;
    expect(after).toMatchObject({ version: 2, nights: 4, transfers: [] });
    expect(after.stages.map((s: { location_name: string }) => s.location_name)).toEqual([
      'Sarria',
      'Portomarín',
      'Santiago de Compostela',
    ]);
    expect(
      await t.db.selectFrom('itinerary_stages').select('id').where('itinerary_id', '=', it.id).execute(),
    ).toHaveLength(3);
    const audit = await auditOf(t, 'itinerary', it.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);

    const stale = await put(t, `/itineraries/${it.id}`, { ...changed, version: 1 }, olga);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.stale);
    expect(stale.json().current).toMatchObject({ id: it.id, version: 2, nights: 4 });
  });

  it('names every problem at its row and saves nothing', async () => {
    const before = await count();
    const none = await post(t, '/itineraries', body({ stages: [] }), olga);
    expect(none.statusCode).toBe(400);
    expect(none.json().field_errors).toMatchObject({ stages: m.noStages });

    const bad = await post(
      t,
      '/itineraries',
      body({
        itinerary: {
          holiday_id: 'sar-san-6n',
          name: 'Clash',
          branding_ids: [1, 999_999],
          trip_type_id: 999_999,
        },
        stages: [
          {
            day_offset: 0,
            location_id: sarria,
            nights: 2,
            room_plans: [
              plan(2, { double_rooms: 1 }),
              plan(2, { twin_rooms: 1 }),
              plan(3, { double_rooms: 1 }),
            ],
          },
          { day_offset: 1, location_id: santiago, nights: 1 },
          {
            day_offset: 3,
            location_id: portomarin,
            nights: 0,
            meals_id: 999_999,
            accommodation_level_id: 999_999,
          },
          { day_offset: 4, location_id: melide, nights: 1 },
          { day_offset: 5, location_id: 999_999, nights: 1 },
        ],
        transfers: [
          { day_offset: 1, from_location_id: sarria, to_location_id: sarria, kind: 'people' },
          { day_offset: 9, from_location_id: sarria, to_location_id: santiago, kind: 'luggage' },
        ],
        services: [{ day_offset: 9, service_id: 999_999, units: 1 }],
      }),
      olga,
    );
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().field_errors).toEqual({
      'itinerary.holiday_id': m.duplicateHoliday,
      'itinerary.trip_type_id': m.unknownTripType,
      'itinerary.branding_ids.1': m.unknownBrand,
      'stages.0.room_plans.1.party': m.duplicateParty,
      'stages.0.room_plans.2.rooms': m.roomsTooSmall,
      'stages.1.day_offset': m.stageBeforePrevious,
      'stages.2.nights': m.nightsAtLeastOne,
      'stages.2.meals_id': m.unknownMeals,
      'stages.2.accommodation_level_id': m.unknownLevel,
      'stages.3.location_id': m.locationWithoutProviders,
      'stages.4.location_id': m.unknownLocation,
      'transfers.0.to_location_id': m.sameFromTo,
      'transfers.1.day_offset': m.dayAfterEnd,
      'services.0.day_offset': m.dayAfterEnd,
      'services.0.service_id': m.unknownService,
    });
    expect(bad.json().errors.length).toBe(Object.keys(bad.json().field_errors).length);
    expect(await count()).toBe(before);

    // A day on the morning after the last night is the itinerary's last (a transfer home).
    const lastMorning = await post(
      t,
      '/itineraries',
      body({
        itinerary: { holiday_id: 'TEST-EDGE', name: 'Edge' },
        transfers: [{ day_offset: 2, from_location_id: santiago, to_location_id: sarria, kind: 'people' }],
      }),
      olga,
    );
    expect(lastMorning.statusCode, lastMorning.body).toBe(200);
  });

  it('refuses a holiday id another itinerary has, case aside, on add and on save', async () => {
    const first = (
      await post(t, '/itineraries', body({ itinerary: { holiday_id: 'DUP-1', name: 'One' } }), olga)
    ).json().itinerary;
    const again = await post(
      t,
      '/itineraries',
      body({ itinerary: { holiday_id: ' dup-1 ', name: 'Two' } }),
      olga,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().field_errors['itinerary.holiday_id']).toBe(m.duplicateHoliday);
    const other = (
      await post(t, '/itineraries', body({ itinerary: { holiday_id: 'DUP-2', name: 'Two' } }), olga)
    ).json().itinerary;
    const renamed = await put(
      t,
      `/itineraries/${other.id}`,
      body({ version: other.version, itinerary: { holiday_id: 'Dup-1', name: 'Two' } }),
      olga,
    );
    expect(renamed.statusCode).toBe(400);
    // Its own id, differently cased, is no clash.
    const own = await put(
      t,
      `/itineraries/${first.id}`,
      body({ version: first.version, itinerary: { holiday_id: 'dup-1', name: 'One' } }),
      olga,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('searches by text, trip type, brand, active and location, naming it in the reader’s language', async () => {
    const ids = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((r) => r.id);
    const all = await search({ count: 100 });
    expect(all.statusCode, all.body).toBe(200);
    const sarSan = all.json().items.find((r: { holiday_id: string }) => r.holiday_id === 'SAR-SAN-6N');
    expect(sarSan).toMatchObject({
      name: 'Sarria to Santiago, 6 nights',
      stage_count: 6,
      nights: 6,
      start_location_name: 'Sarria',
      end_location_name: 'Santiago de Compostela',
      branding_names: 'Camino Ways, Walk Spain',
      trip_type_name: 'Camino',
      is_active: true,
    });
    expect(sarSan.trip_count).toBeGreaterThan(0);
    const spanish = await search({ search: 'noches', count: 100 }, olga, 'es-ES,es;q=0.9');
    const inSpanish = spanish.json().items.find((r: { holiday_id: string }) => r.holiday_id === 'SAR-SAN-6N');
    expect(inSpanish.name).toBe('De Sarria a Santiago, 6 noches');
    expect(inSpanish.trip_type_name).toBe('Camino');
    // A blank Spanish name reads as the English one.
    const blank = (
      await post(
        t,
        '/itineraries',
        body({ itinerary: { holiday_id: 'NO-ES', name: 'Only English', name_es: ' ' } }),
        olga,
      )
    ).json().itinerary;
    const found = await search({ search: 'NO-ES' }, olga, 'es');
    expect(found.json().items.map((r: { name: string }) => r.name)).toEqual(['Only English']);

    const is = (values: unknown[], filter_type = 'autocomplete') => ({
      values,
      filter_type,
      option_type: 'is',
    });
    const cycling = await search({ trip_type_id: is([3]) });
    expect(cycling.json().items.map((r: { holiday_id: string }) => r.holiday_id)).toEqual(['BUR-LEO-4N']);
    const brand3 = ids(await search({ branding_id: is([3]) }));
    expect(brand3).toHaveLength(1);
    const inactive = await search({ is_active: is([false], 'boolean') });
    expect(inactive.json().items.map((r: { holiday_id: string }) => r.holiday_id)).toEqual(['PAM-LOG-4N']);
    const byPlace = await search({ location_id: is([portomarin]), count: 100 });
    expect(byPlace.json().items.map((r: { holiday_id: string }) => r.holiday_id)).toContain('SAR-SAN-6N');
    expect(byPlace.json().items.map((r: { holiday_id: string }) => r.holiday_id)).not.toContain('BUR-LEO-4N');
    const text = await search({ search: 'meseta' });
    expect(text.json().items.map((r: { holiday_id: string }) => r.holiday_id)).toEqual(['BUR-LEO-4N']);
    expect(blank.id).toBeGreaterThan(0);
  });

  it('deletes an unused itinerary, refuses one trips were made from', async () => {
    const used = await t.db
      .selectFrom('itineraries')
      .select('id')
      .where('holiday_id', '=', 'SAR-SAN-6N')
      .executeTakeFirstOrThrow();
    const refused = await del(t, `/itineraries/${used.id}`, olga);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^SAR-SAN-6N · .+ is used by \d+ trips? \(.+\), so it cannot/);
    expect(refused.json().used_by).toMatchObject([{ kind: 'trip' }]);
    expect((await get(t, `/itineraries/${used.id}`, olga)).statusCode).toBe(200);

    const spare = (
      await post(t, '/itineraries', body({ itinerary: { holiday_id: 'SPARE', name: 'Spare' } }), olga)
    ).json().itinerary;
    const gone = await del(t, `/itineraries/${spare.id}`, olga);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().messages).toEqual([m.deleted]);
    expect((await get(t, `/itineraries/${spare.id}`, olga)).statusCode).toBe(404);
    expect(
      await t.db.selectFrom('itinerary_stages').select('id').where('itinerary_id', '=', spare.id).execute(),
    ).toEqual([]);
    expect((await auditOf(t, 'itinerary', spare.id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('needs the itineraries right', async () => {
    // Accounting has no itineraries right in the demo.
    expect((await search({}, alba)).statusCode).toBe(403);
    expect(
      (await post(t, '/itineraries', body({ itinerary: { holiday_id: 'X', name: 'X' } }), alba)).statusCode,
    ).toBe(403);
    const viewer = await userWith(t, 'itinerary-viewer@example.com', { itineraries: ['view'] });
    expect((await search({}, viewer.token)).statusCode).toBe(200);
    const some = (await search({}, viewer.token)).json().items[0];
    expect((await get(t, `/itineraries/${some.id}`, viewer.token)).statusCode).toBe(200);
    const refused = await put(t, `/itineraries/${some.id}`, body({ version: 1 }), viewer.token);
    expect(refused.statusCode).toBe(403);
    expect((await del(t, `/itineraries/${some.id}`, viewer.token)).statusCode).toBe(403);
  });
});
