import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellValue } from '../src/engine/list/export/cells.ts';
import { post, signIn } from './support/auth.ts';
import { parseCsv } from './support/csv.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';

const spain = { country_id: { values: [1], filter_type: 'autocomplete', option_type: 'is' } };
const columns = ['location_name', 'country_name', 'name_variations', 'meeting_points_count'];

describe.each(everyTarget)('list export on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let expected: (string | number)[][];

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    const found = (
      await post(t, '/locations/search', { ...spain, order_by: 'state_name', count: 1000 }, admin)
    ).json();
    expected = found.items.map((row: Record<string, unknown>) => columns.map((c) => cellValue(row[c])));
  });
  afterAll(() => t.close());

  it('streams CSV with the filtered rows in order, a header, a file name and the total', async () => {
    const res = await post(
      t,
      '/locations/export',
      { ...spain, order_by: 'state_name', format: 'csv', columns },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="locations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(Number(res.headers['x-total-rows'])).toBe(expected.length);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Location', 'Country', 'Name variations', 'Meeting points']);
    expect(rows).toEqual(expected.map((r) => r.map(String)));
  });

  it('streams a valid XLSX workbook with the same rows', async () => {
    const res = await post(
      t,
      '/locations/export',
      { ...spain, order_by: 'state_name', format: 'xlsx', columns },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="locations-.*\.xlsx"/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values[0]).toEqual(['Location', 'Country', 'Name variations', 'Meeting points']);
    expect(values.slice(1).map((r) => Array.from({ length: columns.length }, (_, i) => r[i] ?? ''))).toEqual(
      expected,
    );
  });

  it("uses the user's visible columns when none are asked, and refuses unknown ones", async () => {
    const header = async () => {
      const res = await post(t, '/locations/export', { format: 'csv' }, admin);
      return parseCsv(res.body.replace(/^\uFEFF/, ''))[0];
    };
    expect(await header()).toEqual(['Location', 'Region', 'Country', 'Name variations', 'Meeting points']);
    const data = [{ id: 1, label: 'x', slug: 'country_name', is_active: true }];
    await post(t, '/column-lists/save', { type: 'locations', data }, admin);
    expect((await header())[0]).toBe('Country');
    const bad = await post(t, '/locations/export', { format: 'csv', columns: ['password_hash'] }, admin);
    expect(bad.statusCode).toBe(400);
    expect((await post(t, '/locations/export', { format: 'pdf' }, admin)).statusCode).toBe(400);
  });

  it('walks a large export across batches in order, nulls included', async () => {
    const rows = Array.from({ length: 2600 }, (_, i) => ({
      name: `Bulk ${String(i).padStart(4, '0')}`,
      country_id: 2,
      state_id: i % 3 === 0 ? null : 26,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('locations')
        .values(rows.slice(i, i + 500))
        .execute();
    const body = {
      location_name: { values: ['Bulk'], filter_type: 'text', option_type: 'contains' },
      order_by: 'state_name',
    };
    for (const order_type of ['asc', 'desc']) {
      const res = await post(
        t,
        '/locations/export',
        { ...body, order_type, format: 'csv', columns: ['location_name', 'state_name'] },
        admin,
      );
      const [, ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));
      expect(lines).toHaveLength(2600);
      expect(new Set(lines.map((l) => l[0])).size).toBe(2600);
      const search = await post(t, '/locations/search', { ...body, order_type, count: 1000, page: 2 }, admin);
      expect(lines.slice(1000, 2000).map((l) => l[0])).toEqual(
        search.json().items.map((r: { location_name: string }) => r.location_name),
      );
    }
  });
});
