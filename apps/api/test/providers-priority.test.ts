import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { auditOf, locationId, providerId, put } from './support/providers.ts';

type Row = { provider_id: number; provider_name: string; priority: number; hotel_type_id?: number };

describe.each(targets)('location priority lists on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let alba: string;
  let santiago: number;
  let ids: Record<string, number>;

  const lists = async () => (await get(t, `/locations/${santiago}/priority-lists`, olga)).json();
  const save = (body: object) => put(t, `/locations/${santiago}/priority-lists`, body, olga);
  const names = (rows: Row[]) => rows.map((r) => `${r.priority}. ${r.provider_name}`);
  const sent = (rows: Row[]) =>
    rows.map(({ provider_name, hotel_type_name, ...r }: Row & { hotel_type_name?: string }) => r);

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    alba = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
    santiago = await locationId(t, 'Santiago de Compostela');
    const wanted = [
      'Hostal Alameda',
      'Hotel Virxe da Cerca',
      'Hotel O Pedrouzo',
      'Taxi Compostela',
      'Taxi Meseta',
    ];
    ids = Object.fromEntries(await Promise.all(wanted.map(async (n) => [n, await providerId(t, n)])));
  });
  afterAll(() => t.close());

  it('reads the seeded hotel, superior and emergency-transfer lists', async () => {
    const l = await lists();
    expect(l.version).toBe(1);
    expect(names(l.hotel)).toEqual(['1. Hostal Alameda', '2. Hotel Virxe da Cerca']);
    expect(l.hotel[0]).toMatchObject({ hotel_type_id: 3, hotel_type_name: 'Budget' });
    expect(names(l.superior)).toEqual(['1. Hotel Virxe da Cerca']);
    expect(names(l.emergency_transfer)).toEqual(['1. Taxi Compostela']);
  });

  it('saves a drag reorder, an added provider and a queued delete, renumbering 1…n', async () => {
    const l = await lists();
    const [alameda, virxe] = sent(l.hotel);
    const hotel = [
      { ...virxe, priority: 10 },
      { ...alameda, priority: 20 },
      { provider_id: ids['Hotel O Pedrouzo'], hotel_type_id: 1, priority: 30 },
    ];
    const res = await save({
      ...l,
      hotel,
      emergency_transfer: [],
      deleted: { emergency_transfer: [ids['Taxi Compostela']] },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(names(saved.hotel)).toEqual([
      '1. Hotel Virxe da Cerca',
      '2. Hostal Alameda',
      '3. Hotel O Pedrouzo',
    ]);
    expect(saved.emergency_transfer).toEqual([]);
    expect(saved.version).toBe(2);
    const [entry] = await auditOf(t, 'location_priority_lists', santiago);
    expect(entry.changes.emergency_transfer).toEqual([['Taxi Compostela'], []]);
    // Undo of a queued delete: the row is simply sent again with its priority.
    const undone = await save({
      ...saved,
      hotel: sent(saved.hotel),
      emergency_transfer: [{ provider_id: ids['Taxi Compostela'], priority: 1 }],
    });
    expect(names(undone.json().emergency_transfer)).toEqual(['1. Taxi Compostela']);
  });

  it('rejects a provider of the wrong kind, a shared priority, a forgotten row and a stale version by name', async () => {
    const before = await lists();
    const hotel = sent(before.hotel);
    const body = {
      version: before.version,
      hotel,
      superior: sent(before.superior),
      emergency_transfer: sent(before.emergency_transfer),
    };
    const taxi = { provider_id: ids['Taxi Meseta'], hotel_type_id: 1, priority: 9 };
    const wrong = await save({ ...body, hotel: [...hotel, taxi] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(['Hotel list: Taxi Meseta is not an active provider of this kind']);
    const tie = await save({
      ...body,
      hotel: [hotel[0], { ...hotel[1], priority: hotel[0].priority }, hotel[2]],
    });
    expect(tie.json().errors).toEqual([
      `Hotel list: Hotel Virxe da Cerca and Hostal Alameda have the same priority ${hotel[0].priority}`,
    ]);
    const forgot = await save({ ...body, superior: [] });
    expect(forgot.json().errors).toEqual([
      'Superior list: Hotel Virxe da Cerca is missing from the save: reload and try again',
    ]);
    expect((await save({ ...body, version: 1 })).statusCode).toBe(409);
    expect(await lists()).toEqual(before);
  });

  it('needs the locations rights', async () => {
    expect((await get(t, `/locations/${santiago}/priority-lists`, alba)).statusCode).toBe(403);
  });
});
