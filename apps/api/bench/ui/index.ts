import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { chromium } from 'playwright-core';
import { bootstrap } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { percentile } from '../stats.ts';
import { benchDatabase, dropBenchDatabase } from './database.ts';
import { readyAfter, signInThroughForm } from './ready.ts';

const usage = `npm run bench:ui -- [--trips 200000] [--database bench_ui_200k] [--baseline bench_ui_demo]
                   [--runs 5] [--dist apps/web/dist] [--drop] [--calls]
                   [--screens "trip detail,provider detail,first after sign-in"]`;

interface Side {
  name: string;
  url: string;
  email: string;
  password: string;
  tripId: number;
  providerId: number;
  close(): Promise<void>;
}

/** The built app and its API on `databaseUrl`, listening on a free port; the demo admin signs in. */
async function serve(name: string, databaseUrl: string, dist: string): Promise<Side> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS_POLL_MS: '600000',
    PORT: '0',
    WEB_DIST: dist,
  });
  const { app, db } = await bootstrap(config, { kind: 'postgres', url: databaseUrl });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // A trip coming up (its screen reads rows, readiness, travellers) and the provider most rows book.
  const trip = await sql<{ id: number }>`select id from trips where start_date >= current_date
    order by start_date, id limit 1`.execute(db);
  const provider = await sql<{ id: number }>`select provider_id as id from trip_accommodations
    where provider_id is not null group by provider_id order by count(*) desc limit 1`.execute(db);
  return {
    name,
    url: address,
    email: config.DEMO_ADMIN_EMAIL,
    password: config.DEMO_ADMIN_PASSWORD,
    tripId: trip.rows[0]!.id,
    providerId: provider.rows[0]!.id,
    close: () => app.close(),
  };
}

/** Every screen the bench times, by the name --screens takes. */
const allScreens = (tripId: number, providerId: number) => [
  { name: 'home', path: '/home' },
  { name: 'trips', path: '/trips' },
  { name: 'trip detail', path: `/trip-details/${tripId}` },
  { name: 'providers', path: '/providers' },
  { name: 'provider detail', path: `/provider-details/${providerId}` },
  { name: 'reports (prepayments)', path: '/reports/prepayments_report' },
];

const median = (times: number[]) => percentile(times, 50);
const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);

/**
 * Times how long each screen takes to be ready in Chromium (main content shown, no loader), five loads a
 * screen, on the database with the generated trips and, alternately in the same run, on a database with
 * the demo data only (the baseline); then the first load after sign-in (a fresh browser, its cache empty:
 * from pressing Sign in until home is ready).
 * The generated database is made once and kept for the next runs (--drop drops both at the end). Needs
 * BENCH_DATABASE_URL (a PostgreSQL server's URL) and a built web app (npm run build, or --dist).
 * --calls lists each screen's API calls until it was ready. --screens times only the screens named (a comma
 * list of the first column's names; "first after sign-in" names the first load).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      trips: { type: 'string', default: '200000' },
      database: { type: 'string', default: 'bench_ui_200k' },
      baseline: { type: 'string', default: 'bench_ui_demo' },
      runs: { type: 'string', default: '5' },
      dist: { type: 'string', default: 'apps/web/dist' },
      drop: { type: 'boolean' },
      calls: { type: 'boolean' },
      screens: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin)
    throw new Error('bench:ui needs BENCH_DATABASE_URL, a PostgreSQL server (its postgres database)');
  const runs = Number(values.runs);
  const firstLoad = 'first after sign-in';
  const names = [...allScreens(0, 0).map((screen) => screen.name), firstLoad];
  const chosen = values.screens?.split(',').map((name) => name.trim()) ?? names;
  const unknown = chosen.filter((name) => !names.includes(name));
  if (unknown.length > 0)
    throw new Error(`bench:ui: no screen ${unknown.join(', ')} (the screens: ${names.join(', ')})`);
  const dist = resolve(values.dist);
  const big = await serve('big', await benchDatabase(admin, values.database, Number(values.trips)), dist);
  const small = await serve('baseline', await benchDatabase(admin, values.baseline, 0), dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
    ],
  });
  const screens = (side: Side) =>
    allScreens(side.tripId, side.providerId).filter((screen) => chosen.includes(screen.name));
  try {
    const pages = new Map<Side, Awaited<ReturnType<typeof browser.newPage>>>();
    for (const side of [big, small]) {
      // Signed in once: the cache then holds what a working session's has.
      const page = await (await browser.newContext()).newPage();
      await signInThroughForm(page, side.url, side.email, side.password);
      pages.set(side, page);
    }
    console.log(`\nready (median of ${runs} loads; ${values.trips} trips beside the demo data only)`);
    console.log(`${'screen'.padEnd(24)}${'trips'.padStart(8)}${'demo'.padStart(10)}   each load (trips)`);
    for (let i = 0; i < screens(big).length; i++) {
      const times = new Map<Side, number[]>([
        [big, []],
        [small, []],
      ]);
      let calls: string[] = [];
      for (let run = 0; run < runs; run++)
        for (const side of [big, small]) {
          const { path } = screens(side)[i]!;
          const load = await readyAfter(pages.get(side)!, `${side.url}${path}`, path);
          times.get(side)!.push(load.ms);
          if (side === big) calls = load.calls;
        }
      const [a, b] = [times.get(big)!, times.get(small)!];
      console.log(
        `${screens(big)[i]!.name.padEnd(24)}${ms(median(a))}  ${ms(median(b))}   ${a.map(Math.round).join(', ')}` +
          `   (${calls.length} API calls)`,
      );
      if (values.calls) console.log(`    ${calls.join('\n    ')}`);
    }
    if (!chosen.includes(firstLoad)) return;
    const first = new Map<Side, number[]>([
      [big, []],
      [small, []],
    ]);
    for (let run = 0; run < runs; run++)
      for (const side of [big, small]) {
        const context = await browser.newContext();
        const page = await context.newPage();
        first.get(side)!.push((await signInThroughForm(page, side.url, side.email, side.password)).ms);
        await context.close();
      }
    const [a, b] = [first.get(big)!, first.get(small)!];
    console.log(
      `${'home, first after sign-in'.padEnd(24)}${ms(median(a))}  ${ms(median(b))}   ${a.map(Math.round).join(', ')}`,
    );
  } finally {
    await browser.close();
    await big.close();
    await small.close();
    if (values.drop)
      for (const name of [values.database, values.baseline]) await dropBenchDatabase(admin, name);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
