import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statements as specShapes } from '../src/db/migrations/0014_spec_filter_shapes.ts';
import { post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { userIdOf } from './support/people.ts';

/** Every trip of this file carries the marker in its name, so the demo trips stay out of the answers. */
const marker = 'Qxshape';
const named = { trip_name: { values: [marker], filter_type: 'text', option_type: 'contains' } };
const autocomplete = (values: (number | null)[]) => ({
  values,
  filter_type: 'autocomplete',
  option_type: 'is',
});

/**
 * The filter shapes spec part 1 §3 gives: trips' `tags` and providers' `coordinates` are autocomplete
 * fields ('is'), as any client of the spec sends them.
 */
describe.each(targets)('filters in the shapes of the spec on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let tagA: number;
  let tagB: number;

  const trips = async (body: object) => {
    const res = await post(
      t,
      '/trips/search',
      { count: 100, order_by: 'trip_name', order_type: 'asc', ...body },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items.map((r: { trip_name: string }) => r.trip_name.replace(`${marker} `, ''));
  };
  const providerIds = async (body: object) => {
    const res = await post(t, '/providers/search', { count: 1000, ...body }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().has_more).toBe(false);
    return (res.json().items as { id: number }[]).map((r) => r.id).sort((x, y) => x - y);
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    const tag = async (name: string) =>
      (await t.db.insertInto('tags').values({ type: 'trip', name }).returning('id').executeTakeFirstOrThrow())
        .id;
    [tagA, tagB] = [await tag(`${marker} A`), await tag(`${marker} B`)];
    const trip = async (key: string, tags: number[]) => {
      const { id } = await t.db
        .insertInto('trips')
        .values({ trip_name: `${marker} ${key}`, start_date: sql`current_date`, end_date: sql`current_date` })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const tag_id of tags) await t.db.insertInto('trip_tags').values({ trip_id: id, tag_id }).execute();
    };
    await trip('a', [tagA]);
    await trip('b', [tagB]);
    await trip('both', [tagA, tagB]);
    await trip('none', []);
  });
  afterAll(() => t?.close());

  it("filters trips by tags as autocomplete 'is': several tags are alternatives", async () => {
    expect(await trips({ ...named, tags: autocomplete([tagA]) })).toEqual(['a', 'both']);
    expect(await trips({ ...named, tags: autocomplete([tagB]) })).toEqual(['b', 'both']);
    expect(await trips({ ...named, tags: autocomplete([tagA, tagB]) })).toEqual(['a', 'b', 'both']);
    // An empty input row (null) constrains nothing, as in every filter.
    expect(await trips({ ...named, tags: autocomplete([tagB, null]) })).toEqual(['b', 'both']);
    expect(await trips({ ...named, tags: autocomplete([]) })).toEqual(['a', 'b', 'both', 'none']);
    // One shape per field: the former tags operators are refused like any other wrong kind.
    const old = { values: [tagA], filter_type: 'tags', option_type: 'has_any' };
    expect((await post(t, '/trips/search', { ...named, tags: old }, admin)).statusCode).toBe(400);
  });

  it('filters providers by coordinates as autocomplete over "with" (1) and "without" (2)', async () => {
    // Give one provider coordinates and take them from another, so both choices have rows.
    const [first, second] = await t.db.selectFrom('providers').select('id').orderBy('id').limit(2).execute();
    await t.db
      .updateTable('providers')
      .set({ latitude: 42.88, longitude: -8.54 })
      .where('id', '=', first.id)
      .execute();
    await t.db
      .updateTable('providers')
      .set({ latitude: 42.1, longitude: null })
      .where('id', '=', second.id)
      .execute();
    const rows = await t.db.selectFrom('providers').select(['id', 'latitude', 'longitude']).execute();
    const located = rows.filter((r) => r.latitude !== null && r.longitude !== null).map((r) => r.id);
    const unlocated = rows.filter((r) => !located.includes(r.id)).map((r) => r.id);
    const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y);
    expect(located).toContain(first.id);
    expect(unlocated).toContain(second.id);

    expect(await providerIds({ coordinates: autocomplete([1]) })).toEqual(sorted(located));
    expect(await providerIds({ coordinates: autocomplete([2]) })).toEqual(sorted(unlocated));
    expect(await providerIds({ coordinates: autocomplete([1, 2]) })).toEqual(sorted(rows.map((r) => r.id)));
    const yesNo = { values: [true], filter_type: 'boolean', option_type: 'is' };
    expect((await post(t, '/providers/search', { coordinates: yesNo }, admin)).statusCode).toBe(400);
  });

  it('rewrites saved filters of the former shapes into the spec shapes, keeping their meaning', async () => {
    const userId = await userIdOf(t, 'admin@example.com');
    const save = async (list: string, name: string, filters: object) =>
      (
        await t.db
          .insertInto('saved_filters')
          .values({ user_id: userId, list, name, filters: JSON.stringify(filters) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const tags = (option_type: string, values: number[]) => ({
      ...named,
      tags: { values, filter_type: 'tags', option_type },
    });
    const coordinates = (values: unknown[]) => ({
      coordinates: { values, filter_type: 'boolean', option_type: 'is' },
    });
    const ids = {
      any: await save('trips', 'any', tags('has_any', [tagA, tagB])),
      allOfOne: await save('trips', 'all of one', tags('has_all', [tagB])),
      allOfTwo: await save('trips', 'all of two', tags('has_all', [tagA, tagB])),
      none: await save('trips', 'none', tags('has_none', [tagA])),
      yes: await save('providers', 'yes', coordinates([true])),
      no: await save('providers', 'no', coordinates([false, null])),
    };
    for (const statement of specShapes) await sql.raw(statement).execute(t.db);
    // Run twice: a rewritten filter is left alone.
    for (const statement of specShapes) await sql.raw(statement).execute(t.db);

    const stored = async (id: number) =>
      (
        await t.db
          .selectFrom('saved_filters')
          .select('filters')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).filters as Record<string, unknown>;
    expect((await stored(ids.any)).tags).toEqual(autocomplete([tagA, tagB]));
    expect((await stored(ids.allOfOne)).tags).toEqual(autocomplete([tagB]));
    expect((await stored(ids.allOfTwo)).tags).toEqual(autocomplete([]));
    expect((await stored(ids.none)).tags).toEqual(autocomplete([]));
    expect((await stored(ids.any)).trip_name).toEqual(named.trip_name);
    expect((await stored(ids.yes)).coordinates).toEqual(autocomplete([1]));
    expect((await stored(ids.no)).coordinates).toEqual(autocomplete([2]));

    // Applied through filter_id, the rewritten filters find what they found before.
    expect(await trips({ filter_id: ids.any })).toEqual(['a', 'b', 'both']);
    expect(await trips({ filter_id: ids.allOfOne })).toEqual(['b', 'both']);
    expect(await providerIds({ filter_id: ids.yes })).toEqual(
      await providerIds({ coordinates: autocomplete([1]) }),
    );
  });
});
