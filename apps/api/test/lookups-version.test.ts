import type { KyselyPlugin } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { settingsSecretKey } from '../src/engine/settings/secret-key.ts';
import { createSettingsRepo } from '../src/engine/settings/settings.repo.ts';
import { lookups } from '../src/modules/lookups/lookups.registry.ts';
import { DEMO_PASSWORD, get, put, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

type Item = { id: number; name: string } & Record<string, unknown>;

/** A database handle that records every statement it runs (its operation tree, as JSON). */
function recording() {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      statements.push(JSON.stringify(args.node));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { statements, plugin };
}

/** The statements that read a table a lookup list reads. */
const readsAList = (statements: string[]) =>
  statements.filter((s) => Object.values(lookups).some((spec) => s.includes(`"name":"${spec.table}"`)));

describe.each(targets)('the lookup lists’ version on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const version = async (token = member): Promise<string> =>
    (await get(t, '/get-user-permission', token)).json().lookups_version;
  const ask = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${member}`, ...headers } });

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    member = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('comes with the session and lets the browser keep the lists under it for good', async () => {
    const v = await version();
    expect(v).toMatch(/^[\w-]+\.[\w-]+$/);
    const kept = await ask(`/lookups?v=${v}&lang=en`);
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(kept.headers.vary).toBe('Accept-Language');
    expect(kept.json().version).toBe(v);
    expect(kept.json().lookups.countries.length).toBeGreaterThan(0);
    // Asked under another version (the client's is old), the answer is the current lists, not kept.
    const stale = await ask('/lookups?v=old.version&lang=en');
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    expect(stale.json().version).toBe(v);
    expect(stale.json().lookups).toEqual(kept.json().lookups);
  });

  it('changes when a settings list is saved, and not for writes no list reads', async () => {
    const before = await version();
    // A password, a language and an avatar are no list's: the staff list names users by name only.
    await t.db
      .updateTable('users')
      .set({ ui_language: 'es' })
      .where('email', '=', 'alba@example.com')
      .execute();
    await t.db.updateTable('users').set({ avatar_path: null }).execute();
    expect(await version()).toBe(before);

    // Countries are named by the product; staff choose which are shown in pickers.
    const list = (await get(t, '/settings-lists/countries', admin)).json();
    const rows = list.rows.map((row: Item, i: number) =>
      i === 0 ? { ...row, is_visible: !row.is_visible } : row,
    );
    const saved = await put(
      t,
      '/settings-lists/countries',
      { rows, deleted: [], version: list.version },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await version();
    expect(after).not.toBe(before);
    const answer = (await ask(`/lookups?v=${after}&lang=en`)).json();
    expect(answer.lookups.countries.find((c: Item) => c.id === rows[0].id).is_visible).toBe(
      rows[0].is_visible,
    );

    // Whatever writes a list's table: a user renamed changes the staff list.
    await t.db
      .updateTable('users')
      .set({ last_name: 'Renamed' })
      .where('email', '=', 'alba@example.com')
      .execute();
    expect(await version()).not.toBe(after);
  });

  it('changes only when the writing transaction commits', async () => {
    const before = await version();
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('countries').values({ name: 'Rollbackland', iso2: 'RB', vat: 0 }).execute();
        await trx.insertInto('countries').values({ name: 'Rollbackland 2', iso2: 'RC', vat: 0 }).execute();
        // Before the commit, another reader still sees the version of the lists it can read (PGlite has
        // one connection: the transaction's).
        if (target === 'postgres') expect(await version()).toBe(before);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await version()).toBe(before);
    await t.db.insertInto('countries').values({ name: 'Etagland', iso2: 'EQ', vat: 0 }).execute();
    expect(await version()).not.toBe(before);
  });

  it('answers an unchanged list 304 from the version, without reading any list', async () => {
    const recorder = recording();
    const db = t.db.withPlugin(recorder.plugin);
    const altchaKey = await createSettingsRepo(t.db).get<string>('security.altcha_hmac_key', '');
    const app = await buildApp({ config: t.config, db, altchaKey, secretKey: settingsSecretKey(t.config) });
    await app.ready();
    try {
      const askHere = (url: string, headers: Record<string, string> = {}) =>
        app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${member}`, ...headers } });
      const first = await askHere('/lookups');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      const one = await askHere('/lookups/countries');
      expect(readsAList(recorder.statements).length).toBeGreaterThan(0);

      recorder.statements.length = 0;
      const again = await askHere('/lookups', { 'if-none-match': etag });
      const oneAgain = await askHere('/lookups/countries', { 'if-none-match': String(one.headers.etag) });
      expect([again.statusCode, oneAgain.statusCode]).toEqual([304, 304]);
      expect(again.body).toBe('');
      expect(readsAList(recorder.statements)).toEqual([]);
      expect(recorder.statements.some((s) => s.includes('lookups_version'))).toBe(true);

      // Another language's names, or other lists, are another answer.
      expect((await askHere('/lookups', { 'if-none-match': etag, 'accept-language': 'es' })).statusCode).toBe(
        200,
      );
      expect((await askHere('/lookups?names=countries', { 'if-none-match': etag })).statusCode).toBe(200);
      await t.db.insertInto('countries').values({ name: 'Newland', iso2: 'NW', vat: 0 }).execute();
      const changed = await askHere('/lookups', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().lookups.countries.some((c: Item) => c.name === 'Newland')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('is kept by a trigger on every table a lookup list reads', async () => {
    const tables = new Set(
      Object.values(lookups).map((spec) => (spec.table === 'staff_names' ? 'users' : spec.table)),
    );
    const { rows } = await sql<{ table: string }>`select distinct c.relname as table from pg_trigger g
      join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
      where p.proname = 'lookups_version_bump'`.execute(t.db);
    expect(new Set(rows.map((r) => r.table))).toEqual(tables);
  });
});
