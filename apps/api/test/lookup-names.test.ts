import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localisedTables } from '../src/engine/i18n/local-name.ts';
import { signIn } from './support/auth.ts';
import { parseCsv } from './support/csv.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

type Item = { id: number; name: string } & Record<string, unknown>;

describe.each(targets)('reference names in the reader’s language on %s', (target) => {
  let t: TestApp;
  let token: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, language: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });
  const lookup = async (name: string, language: string): Promise<Item[]> =>
    (await call('GET', `/lookups/${name}`, language)).json().items;
  const named = (items: Item[], id: number) => items.find((i) => i.id === id)?.name;

  beforeAll(async () => {
    t = await startTestApp(target);
    token = await signIn(t);
  });
  afterAll(() => t.close());

  it('names every row of every reference table in Spanish and German', async () => {
    for (const table of localisedTables) {
      const { rows } = await sql<{ missing: number }>`select count(*)::int as missing
        from ${sql.table(table)} where name_es is null or name_de is null`.execute(t.db);
      expect(rows[0]?.missing, table).toBe(0);
    }
  });

  it('answers lookups in the language the reader asks for, English otherwise', async () => {
    expect(named(await lookup('general_statuses', 'es-ES,es;q=0.9,en;q=0.8'), 2)).toBe('Activo');
    expect(named(await lookup('general_statuses', 'de'), 2)).toBe('Aktiv');
    expect(named(await lookup('general_statuses', 'fr-FR,fr;q=0.9'), 2)).toBe('Active');
    expect(named(await lookup('general_statuses', ''), 2)).toBe('Active');
    expect(named(await lookup('meals', 'es'), 1)).toBe('Desayuno');
    expect(named(await lookup('payment_methods', 'es'), 1)).toBe('Transferencia bancaria');
    expect(named(await lookup('invoice_payment_statuses', 'es'), 1)).toBe('Sin pagar');
    expect(named(await lookup('task_statuses', 'es'), 2)).toBe('En curso');
    const countries = await lookup('countries', 'es');
    expect(countries.find((c) => c.iso2 === 'ES')?.name).toBe('España');
    expect(countries.find((c) => c.iso2 === 'GB')?.name).toBe('Reino Unido');
  });

  it('sorts a list kept by name in the reader’s alphabet', async () => {
    const categories = (await lookup('provider_categories', 'es')).map((c) => c.name);
    expect(categories[0]).toBe('Alojamiento');
    expect(categories).toEqual([...categories].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('names a row staff add in settings in the languages they give, else in English', async () => {
    const url = '/settings-lists/rate_item_types';
    const { rows, version } = (await call('GET', url, 'es')).json();
    const added = [
      { name: 'Pilgrim week', name_es: 'Semana del peregrino', name_de: '' },
      { name: 'Harvest', name_es: '', name_de: '' },
    ];
    const saved = await call('PUT', url, 'es', { rows: [...rows, ...added], deleted: [], version });
    expect(saved.statusCode, saved.body).toBe(200);
    const names = (await lookup('rate_item_types', 'es')).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Temporada alta', 'Semana del peregrino', 'Harvest']));
    expect((await lookup('rate_item_types', 'de')).map((i) => i.name)).toContain('Pilgrim week');
  });

  it('names statuses and countries in list pages and exports', async () => {
    const trips = (await call('POST', '/trips/search', 'es', { count: 50 })).json().items;
    const statuses = new Set(trips.map((r: Record<string, unknown>) => r.general_status));
    expect(statuses.has('Activo')).toBe(true);
    expect(statuses.has('Active')).toBe(false);
    const spain = { country_id: { values: [1], filter_type: 'autocomplete', option_type: 'is' } };
    const page = (await call('POST', '/locations/search', 'es', { ...spain, count: 5 })).json().items;
    expect(page[0].country_name).toBe('España');
    const body = { ...spain, format: 'csv', columns: ['location_name', 'country_name'] };
    const csv = await call('POST', '/locations/export', 'es', body);
    const [, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[1]))).toEqual(new Set(['España']));
  });
});
