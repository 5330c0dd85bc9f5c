import { once } from 'node:events';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fullRights, type ListQuery, listQuerySchema } from '@trips/shared';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresPool } from '../src/db/database.ts';
import { keysetCells } from '../src/engine/list/export/batches.ts';
import type { Cell } from '../src/engine/list/export/cells.ts';
import { csvChunks } from '../src/engine/list/export/csv.ts';
import type { ListContext } from '../src/engine/list/query.ts';
import { findListResource } from '../src/engine/list/registry.ts';
import { post, signIn } from './support/auth.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { waitUntil } from './support/wait.ts';

const marker = 'zq';
/** Names that test the CSV rules: formula starts, separators, quotes, line breaks, escapes, accents. */
const awkward = [
  `=${marker}+1`,
  `+34 ${marker}`,
  `-${marker}`,
  `@${marker}`,
  `\t${marker} tab`,
  `${marker}, comma`,
  `${marker} "quoted"`,
  `${marker}\nline`,
  `${marker}\r\nCRLF`,
  `${marker} back\\slash`,
  `Logroño ${marker}`,
  `  ${marker} padded  `,
  `${marker}\u0001control`,
  `${marker} <b> & 'x'`,
];

async function text(chunks: AsyncIterable<string>) {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
}

async function xlsxCells(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const width = sheet.columnCount;
  return sheet
    .getSheetValues()
    .slice(1)
    .map((r) => Array.from({ length: width }, (_, i) => (r as unknown[])[i + 1] ?? ''));
}

// COPY … TO STDOUT is a PostgreSQL server feature; on PGlite exports stream from pages instead.
describe.skipIf(!process.env.TEST_DATABASE_URL)('list export from one COPY on PostgreSQL', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp('postgres');
    admin = await signIn(t);
    const rows = awkward.map((name, i) => ({
      name,
      country_id: 2,
      state_id: i % 3 === 0 ? null : 26,
      is_automated_processing: i % 2 === 0,
    }));
    const ids = await t.db.insertInto('locations').values(rows).returning('id').execute();
    const variations = ['=sum', 'b, "c"', 'd\ne', '-1'].map((name, i) => ({ location_id: ids[i].id, name }));
    await t.db.insertInto('location_name_variations').values(variations).execute();
  });
  afterAll(() => t?.close());

  /** The export as the keyset batches write it: the path every export took before, and PGlite's now. */
  async function keysetExport(list: string, body: object, columns: string[]) {
    const binding = findListResource(list)!;
    const ctx: ListContext = { db: t.db, auth: { userId: 1, sessionId: 0, rights: fullRights() }, binding };
    const state = listQuerySchema(binding.descriptor).parse(body) as unknown as ListQuery;
    const labels = columns.map((slug) => ({
      slug,
      label: binding.descriptor.columns.find((c) => c.slug === slug)!.label,
    }));
    const cells: Cell[][] = [];
    for await (const batch of keysetCells(ctx, state, labels)) cells.push(...batch);
    return { csv: await text(csvChunks(labels, keysetCells(ctx, state, labels))), cells, labels };
  }

  const contains = { location_name: { values: [marker], filter_type: 'text', option_type: 'contains' } };
  const cases: [string, string, object][] = [
    ['locations by region, ascending', 'locations', { ...contains, order_by: 'state_name' }],
    [
      'locations by region, descending',
      'locations',
      { ...contains, order_by: 'state_name', order_type: 'desc' },
    ],
    ['the demo trips', 'trips', { order_by: 'cost', order_type: 'asc' }],
  ];

  it.each(cases)('%s: the same CSV bytes and XLSX cells as the keyset batches', async (_, list, body) => {
    const columns = findListResource(list)!.descriptor.columns.map((c) => c.slug);
    const before = await keysetExport(list, body, columns);
    expect(before.cells.length).toBeGreaterThan(0);
    const csv = await post(t, `/${list}/export`, { ...body, format: 'csv', columns }, admin);
    expect(csv.body).toBe(before.csv);
    const xlsx = await post(t, `/${list}/export`, { ...body, format: 'xlsx', columns }, admin);
    const [header, ...rows] = await xlsxCells(xlsx.rawPayload);
    expect(header).toEqual(before.labels.map((c) => c.label));
    // Control characters cannot be written in XLSX's XML; the cell keeps the rest of its text.
    const writable = (cell: Cell) => (typeof cell === 'string' ? cell.replaceAll('\u0001', '') : cell);
    expect(rows).toEqual(before.cells.map((r) => r.map(writable)));
  });

  it('writes a one-column CSV the same way (read back from COPY text rows)', async () => {
    const before = await keysetExport('locations', contains, ['location_name']);
    const res = await post(
      t,
      '/locations/export',
      { ...contains, format: 'csv', columns: ['location_name'] },
      admin,
    );
    expect(res.body).toBe(before.csv);
  });
});

/** The export request over real HTTP, its response not read until asked: a download that stalls. */
async function stalledDownload(t: TestApp, token: string, format: 'csv' | 'xlsx') {
  const { port } = t.app.server.address() as AddressInfo;
  const req = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/api/v1/locations/export',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  // Cancelling makes both sides report the abort; that is the point here, not a failure.
  req.on('error', () => {});
  req.end(JSON.stringify({ format }));
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  res.on('error', () => {});
  await once(res, 'readable');
  const closed = new Promise((resolve) => res.on('close', resolve));
  return { req, res, closed };
}

describe.each(everyTarget)('a cancelled export on %s', (target) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    // On PostgreSQL 60 MB of CSV, 30 MB zipped: more than the sockets between it, the server and the
    // client hold. PGlite (no COPY, slower to fill) gets a list long enough to be cut off halfway.
    const filler =
      target === 'postgres'
        ? sql`(select string_agg(md5(g::text || i::text), '') from generate_series(1, 30) i)`
        : sql`repeat(' name', 100)`;
    const rows = target === 'postgres' ? 60_000 : 5_000;
    // This database is the file's own: without the name's trigram index (the export does not use it) the
    // 60 MB go in in seconds rather than minutes.
    if (target === 'postgres') await sql`drop index locations_name_trgm`.execute(t.db);
    await sql`insert into locations (name, country_id)
      select 'Long ' || g || ${filler}, 2 from generate_series(1, ${rows}::int) g`.execute(t.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it.each(['csv', 'xlsx'] as const)(
    '%s: reads rows only as fast as the client, ends the query when it goes',
    async (format) => {
      const warnings = vi.spyOn(console, 'warn');
      const { req, res, closed } = await stalledDownload(t, admin, format);
      expect(res.statusCode).toBe(200);
      const pool = postgresPool(t.db);
      const copying = () =>
        sql<{ wait_event: string | null }>`select wait_event from pg_stat_activity
      where datname = current_database() and state = 'active' and query like 'copy (%'`.execute(t.db);
      if (pool) {
        // Backpressure reaches PostgreSQL: its COPY waits to write to the server, which buffers no more.
        await waitUntil(async () => (await copying()).rows.some((r) => r.wait_event === 'ClientWrite'));
      }
      req.destroy();
      await closed;
      if (pool) {
        await waitUntil(async () => (await copying()).rows.length === 0);
        await waitUntil(() => pool.idleCount === pool.totalCount && pool.waitingCount === 0);
      }
      const after = await post(t, '/locations/export', { format: 'csv', columns: ['location_name'] }, admin);
      expect(after.statusCode).toBe(200);
      expect(after.body.split('\r\n').length - 2).toBe(Number(after.headers['x-total-rows']));
      expect(warnings).not.toHaveBeenCalledWith(expect.stringMatching(/^database:/));
      warnings.mockRestore();
    },
  );
});
