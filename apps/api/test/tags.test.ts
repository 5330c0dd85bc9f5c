import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, put, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

type Tag = { id?: number; name: string };
type List = { rows: Tag[]; version: number };
const names = (tags: { name: string }[]) => tags.map((t) => t.name);

/**
 * Tags are three settings lists over one table (`provider_tags`, `trip_tags`, `invoice_tags`, scoped by
 * `type`); the generic walk in settings-lists.test.ts covers versions, cell checks, adding and deleting.
 */
describe.each(targets)('tags on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const url = (kind: string) => `/settings-lists/${kind}_tags`;
  const load = async (kind: string) => (await get(t, url(kind), admin)).json() as List;
  const save = (kind: string, rows: Tag[], version: number, deleted: number[] = []) =>
    put(t, url(kind), { rows, deleted, version }, admin);

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
  });
  afterAll(() => t.close());

  it('keeps each kind to its own rows: the same name lives in two kinds, ids of another kind are refused', async () => {
    const providers = await load('provider');
    expect(names(providers.rows)).toEqual(
      expect.arrayContaining(['Pilgrim friendly', 'Preferred', 'Quiet area', 'Prepayment needed']),
    );
    const invoices = await load('invoice');
    const added = await save('invoice', [...invoices.rows, { name: 'preferred' }], invoices.version);
    expect(added.statusCode, added.body).toBe(200);
    const stored = await t.db
      .selectFrom('tags')
      .select(['type', 'name'])
      .where('name', '=', 'preferred')
      .execute();
    expect(stored).toEqual([{ type: 'invoice', name: 'preferred' }]);
    // The provider list did not change, nor its version.
    expect(await load('provider')).toEqual(providers);

    // A provider tag's id sent as an invoice tag (kept or deleted) is not part of that list.
    const foreign = providers.rows.find((r) => r.name === 'Pilgrim friendly')!;
    const now = (await load('invoice')) as List;
    const kept = await save('invoice', [...now.rows, foreign], now.version);
    expect(kept.statusCode, kept.body).toBe(400);
    expect(kept.json().errors).toContain(`Row ${foreign.id} is not part of this record`);
    const deleted = await save('invoice', now.rows, now.version, [foreign.id!]);
    expect(deleted.statusCode).toBe(400);
    expect(await load('provider')).toEqual(providers);
  });

  it('shows a renamed tag in the pickers, and to every provider that carries it', async () => {
    const olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    const before = await load('provider');
    const preferred = before.rows.find((r) => r.name === 'Preferred')!;
    const renamed = before.rows.map((r) => (r.id === preferred.id ? { ...r, name: 'Preferred partner' } : r));
    const res = await save('provider', renamed, before.version);
    expect(res.statusCode, res.body).toBe(200);

    const picker = (await get(t, '/lookups/provider_tags', olga)).json() as { items: Tag[] };
    expect(names(picker.items)).toContain('Preferred partner');
    expect(names(picker.items)).not.toContain('Preferred');
    expect(picker.items.find((i) => i.name === 'Preferred partner')!.id).toBe(preferred.id);
    const links = await t.db
      .selectFrom('provider_tags')
      .select('provider_id')
      .where('tag_id', '=', preferred.id!)
      .execute();
    expect(links.length).toBeGreaterThan(0);
  });

  it('deletes a tag in use and takes it off the providers that carried it', async () => {
    const before = await load('provider');
    const quiet = before.rows.find((r) => r.name === 'Quiet area')!;
    const carriers = await t.db
      .selectFrom('provider_tags')
      .select('provider_id')
      .where('tag_id', '=', quiet.id!)
      .execute();
    expect(carriers.length).toBeGreaterThan(0);
    const res = await save(
      'provider',
      before.rows.filter((r) => r.id !== quiet.id),
      before.version,
      [quiet.id!],
    );
    expect(res.statusCode, res.body).toBe(200);
    const left = await t.db
      .selectFrom('provider_tags')
      .select('provider_id')
      .where('tag_id', '=', quiet.id!)
      .execute();
    expect(left).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'settings_list.provider_tags')
      .where('entity_id', '=', quiet.id!)
      .execute();
    expect(audit).toMatchObject([{ action: 'delete', changes: { name: ['Quiet area', null] } }]);
  });

  it('is refused to a user without the tags settings right, while the pickers still answer', async () => {
    const olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    const trips = await load('trip');
    expect((await get(t, url('trip'), olga)).statusCode).toBe(403);
    expect(
      (await put(t, url('trip'), { rows: trips.rows, deleted: [], version: trips.version }, olga)).statusCode,
    ).toBe(403);
    const picker = (await get(t, '/lookups/trip_tags', olga)).json() as { items: Tag[] };
    expect(names(picker.items).sort()).toEqual(names(trips.rows).sort());
  });
});
