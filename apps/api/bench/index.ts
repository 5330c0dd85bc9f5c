import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { temporaryDatabase } from './database.ts';
import { benchExports } from './exports.ts';
import { invoiceSearches } from './invoices.bench.ts';
import { locationSearches } from './locations.bench.ts';
import { providerSearches } from './providers.bench.ts';
import { searchHeader } from './report.ts';
import { reportSearches } from './reports.bench.ts';
import { runAlone, runTogether, type SearchBench, type SearchCase } from './search.bench.ts';
import { seedBench } from './seed.ts';
import { transferSearches } from './transfers.bench.ts';
import { tripSearches } from './trips.bench.ts';

const usage = `npm run bench -- [--database NAME | --existing] [--runs 20] [--clients 20] [--no-exports]
                [--only locations,providers,transfers,trips,invoices,reports]
                [--locations 100000] [--providers 100000] [--trips N] [--routes 100000]
                [--invoices N] [--tasks N]`;

/**
 * Times list searches through the API beside the same SQL run directly, A B A B … in this process, with
 * one client and then --clients at once (PostgreSQL only), and exports of whole lists over HTTP; each
 * figure beside its DESIGN §9 budget. The database: --database NAME benches that database of the server
 * in BENCH_DATABASE_URL as it is (filled with `npm run seed:scale`; nothing generated, nothing dropped),
 * as --existing does BENCH_DATABASE_URL itself; otherwise a temporary one is seeded (in-memory PGlite, or
 * PostgreSQL when BENCH_DATABASE_URL is set) with --trips defaulting to 1,000,000 on PostgreSQL and 100,000
 * on PGlite. --runs: pairs per case with one client (each of the --clients does a tenth, at least 2).
 * --only: the groups of cases to time (all by default).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      locations: { type: 'string' },
      providers: { type: 'string' },
      trips: { type: 'string' },
      routes: { type: 'string' },
      invoices: { type: 'string' },
      tasks: { type: 'string' },
      runs: { type: 'string', default: '20' },
      clients: { type: 'string', default: '20' },
      database: { type: 'string' },
      existing: { type: 'boolean' },
      'no-exports': { type: 'boolean' },
      only: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  const url = process.env.BENCH_DATABASE_URL;
  const existing = values.existing || values.database !== undefined;
  if (existing && !url) throw new Error('--existing and --database need BENCH_DATABASE_URL (the server)');
  const temp = existing
    ? { target: existingTarget(url!, values.database), drop: async () => {} }
    : await temporaryDatabase(url);
  const onPostgres = temp.target.kind === 'postgres';
  const runs = Number(values.runs);
  const clients = onPostgres ? Number(values.clients) : 1;
  const config = loadConfig({ LOG_LEVEL: 'silent', JOBS_POLL_MS: '600000', WEB_DIST: '/nonexistent' });
  const { app, db } = await bootstrap(config, temp.target);
  try {
    if (!existing) await seedBench(db, onPostgres, values);
    await sql`vacuum analyze`.execute(db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { identifier: config.DEMO_ADMIN_EMAIL, password: config.DEMO_ADMIN_PASSWORD },
    });
    const bench: SearchBench = { app, db, token: login.json().access_token };
    const groups: Record<string, () => Promise<SearchCase[]>> = {
      locations: () => locationSearches(bench),
      providers: () => providerSearches(bench),
      transfers: () => transferSearches(bench),
      trips: () => tripSearches(bench, onPostgres),
      invoices: () => invoiceSearches(bench),
      reports: () => reportSearches(bench, config.COMPANY_TIME_ZONE),
    };
    const chosen = values.only?.split(',') ?? Object.keys(groups);
    const unknown = chosen.filter((name) => !groups[name]);
    if (unknown.length > 0) throw new Error(`--only: no case group ${unknown.join(', ')}`);
    const cases: SearchCase[] = [];
    for (const name of chosen) cases.push(...(await groups[name]()));
    searchHeader(`${temp.target.kind}, 1 client, ${runs} API/SQL pairs a case, interleaved`);
    await runAlone(cases, runs);
    if (clients > 1) {
      const each = Math.max(2, Math.round(runs / 10));
      searchHeader(`${clients} clients at once, each ${each} API/SQL pairs a case, interleaved`);
      await runTogether(cases, clients, each);
    }
    if (!values['no-exports']) await benchExports(app, bench.token);
  } finally {
    await app.close();
    await temp.drop();
  }
}

function existingTarget(serverUrl: string, database: string | undefined) {
  const url = new URL(serverUrl);
  if (database) url.pathname = `/${database}`;
  return { kind: 'postgres' as const, url: url.toString() };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
