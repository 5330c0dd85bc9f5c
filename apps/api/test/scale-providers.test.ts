import type { ProviderRates } from '@trips/shared/modules/providers/provider-rates.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProviders } from '../src/db/seed/scale/providers.ts';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { put } from './support/providers.ts';

const year = new Date().getFullYear();

describe.each(targets)('generated providers and their rates on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let generated: { id: number; category_id: number }[];

  const firstOf = (category: number) => generated.find((p) => p.category_id === category)!.id;
  const quote = (id: number, body: object) => post(t, `/providers/${id}/quote`, body, olga);

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    const before = await t.db
      .selectFrom('providers')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    await generateProviders(t.db, 120, () => {});
    generated = await t.db
      .selectFrom('providers')
      .select(['id', 'category_id'])
      .where('id', '>', before?.id ?? 0)
      .orderBy('id')
      .execute();
  });
  afterAll(() => t.close());

  it('gives every lodging, luggage carrier and taxi one rate of its kind', async () => {
    expect(generated).toHaveLength(120);
    const rated = await t.db
      .selectFrom('provider_rates')
      .select(['provider_id', 'kind'])
      .where(
        'provider_id',
        'in',
        generated.map((p) => p.id),
      )
      .execute();
    const expected = generated
      .filter((p) => p.category_id <= 3)
      .map((p) => ({ provider_id: p.id, kind: ['negotiated', 'luggage', 'transfer'][p.category_id - 1] }));
    expect(rated.sort((a, b) => a.provider_id - b.provider_id)).toEqual(expected);
  });

  it('writes rates the editors accept and the pricing engine quotes', async () => {
    const lodging = firstOf(1);
    const night = { kind: 'accommodation', checkin_date: `${year}-06-10`, checkout_date: `${year}-06-11` };
    const stay = (await quote(lodging, { ...night, double_rooms: 1 })).json();
    expect(stay.result).toMatchObject({
      ok: true,
      national: +((30 + (lodging % 40)) * 1.6 * 1.15).toFixed(2),
    });
    const bags = (await quote(firstOf(2), { kind: 'luggage', date: `${year}-03-01`, luggages: 7 })).json();
    expect(bags.result).toMatchObject({ ok: true, national: 7 * (6 + (firstOf(2) % 5)) });
    const taxi = (await quote(firstOf(3), { kind: 'transfer', date: `${year + 1}-12-31`, people: 3 })).json();
    expect(taxi.result).toMatchObject({ ok: true, national: 45 + (firstOf(3) % 5) });

    for (const id of [lodging, firstOf(2), firstOf(3)]) {
      const rates: ProviderRates = (await get(t, `/providers/${id}/rates`, olga)).json();
      const { version, negotiated, luggage, transfer } = rates;
      const saved = await put(t, `/providers/${id}/rates`, { version, negotiated, luggage, transfer }, olga);
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
});
