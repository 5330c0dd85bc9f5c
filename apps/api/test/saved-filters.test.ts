import { defaultColumns } from '@trips/shared';
import { locationsResource } from '@trips/shared/modules/locations/locations.resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

const galicia = { values: ['Galicia'], filter_type: 'text', option_type: 'contains' } as const;

describe.each(targets)('saved filters and column lists on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let olga: string;
  let alba: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    alba = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('saves, lists, renames and deletes own filters', async () => {
    const filters = { location_name: { values: ['San'], filter_type: 'text', option_type: 'contains' } };
    const saved = await post(t, '/saved-filters/save', { list: 'locations', name: 'Saints', filters }, olga);
    expect(saved.statusCode).toBe(200);
    const { item } = saved.json();
    expect(item.filters.location_name).toEqual(filters.location_name);
    const renamed = await post(
      t,
      '/saved-filters/save',
      { list: 'locations', name: 'San places', filters, id: item.id },
      olga,
    );
    expect(renamed.json().item).toMatchObject({ id: item.id, name: 'San places' });
    const listed = (await post(t, '/saved-filters/list', { list: 'locations' }, olga)).json();
    expect(listed.items.map((i: { name: string }) => i.name)).toEqual(['San places']);
    expect((await post(t, '/saved-filters/list', { list: 'locations' }, admin)).json().items).toEqual([]);
    expect((await post(t, '/saved-filters/delete', { id: item.id }, olga)).statusCode).toBe(200);
    expect((await post(t, '/saved-filters/list', { list: 'locations' }, olga)).json().items).toEqual([]);
  });

  it("keeps other users' filters out of reach", async () => {
    const { item } = (
      await post(t, '/saved-filters/save', { list: 'locations', name: 'Mine', filters: {} }, olga)
    ).json();
    const foreign = await post(t, '/locations/search', { filter_id: item.id }, admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('unable to find filter');
    const overwrite = await post(
      t,
      '/saved-filters/save',
      { list: 'locations', name: 'Hijack', filters: {}, id: item.id },
      admin,
    );
    expect(overwrite.statusCode).toBe(404);
    expect((await post(t, '/saved-filters/delete', { id: item.id }, admin)).statusCode).toBe(404);
    expect((await post(t, '/locations/search', { filter_id: 999999 }, olga)).statusCode).toBe(404);
  });

  it('applies a saved filter through filter_id unless the body brings its own filters', async () => {
    const filters = { location_name: galicia, search: '' };
    // Galicia is a region, not in any name: the saved filter finds nothing, which shows it was applied.
    const { item } = (
      await post(t, '/saved-filters/save', { list: 'locations', name: 'Galicia', filters }, olga)
    ).json();
    const applied = (await post(t, '/locations/search', { filter_id: item.id }, olga)).json();
    expect(applied.all_count).toBe(0);
    const own = {
      filter_id: item.id,
      location_name: { values: ['Sarria'], filter_type: 'text', option_type: 'is' },
    };
    expect((await post(t, '/locations/search', own, olga)).json().all_count).toBe(1);
  });

  it('refuses duplicate names, unknown lists and lists without the right', async () => {
    await post(t, '/saved-filters/save', { list: 'locations', name: 'Twice', filters: {} }, olga);
    const again = await post(
      t,
      '/saved-filters/save',
      { list: 'locations', name: 'twice', filters: {} },
      olga,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().field_errors.name).toBeTruthy();
    expect((await post(t, '/saved-filters/list', { list: 'nowhere' }, olga)).statusCode).toBe(400);
    expect((await post(t, '/saved-filters/list', { list: 'locations' }, alba)).statusCode).toBe(403);
    // Text no column can hold is no valid filter value: like any invalid part, the field keeps its default.
    for (const [name, value] of [
      ['Nul', 'a\u0000b'],
      ['Surrogate', 'a\ud800b'],
    ]) {
      const filters = { location_name: { values: [value], filter_type: 'text', option_type: 'contains' } };
      const stored = await post(t, '/saved-filters/save', { list: 'locations', name, filters }, olga);
      expect(stored.json().item.filters.location_name.values).toEqual([]);
    }
    const blank = await post(t, '/saved-filters/save', { list: 'locations', name: ' ', filters: {} }, olga);
    expect(blank.json().field_errors.name).toBe('Required');
  });

  it('gives default columns, saves a layout and merges it with the descriptor', async () => {
    const defaults = (await post(t, '/column-lists/get', { type: 'locations' }, olga)).json();
    expect(defaults).toEqual(defaultColumns(locationsResource));
    const reordered = [...defaults].reverse().map((c) => ({ ...c, is_active: c.slug !== 'country_name' }));
    const saved = await post(
      t,
      '/column-lists/save',
      { type: 'locations', data: reordered.slice(0, 4) },
      olga,
    );
    expect(saved.json()).toMatchObject({ success: true });
    const after = (await post(t, '/column-lists/get', { type: 'locations' }, olga)).json();
    expect(after.map((c: { slug: string }) => c.slug).slice(0, 4)).toEqual(
      reordered.slice(0, 4).map((c) => c.slug),
    );
    expect(after).toHaveLength(defaults.length);
    expect(after.find((c: { slug: string }) => c.slug === 'country_name').is_active).toBe(false);
    expect((await post(t, '/column-lists/get', { type: 'locations' }, admin)).json()).toEqual(defaults);
    expect((await post(t, '/column-lists/get', { type: 'nowhere' }, olga)).statusCode).toBe(400);
    expect((await post(t, '/column-lists/save', { type: 'nowhere', data: [] }, olga)).statusCode).toBe(400);
  });
});
