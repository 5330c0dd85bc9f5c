import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseTarget } from '../src/db/database.ts';
import { generateLocations } from '../src/db/seed/scale/locations.ts';
import { generateProviders } from '../src/db/seed/scale/providers.ts';
import { generateTrips } from '../src/db/seed/scale/trips.ts';
import { temporaryDatabase } from './database.ts';
import { benchLocations } from './locations.bench.ts';
import { benchProviders } from './providers.bench.ts';
import { header } from './stats.ts';
import { benchTrips } from './trips.bench.ts';

/**
 * npm run bench -- [--locations 100000] [--providers 100000] [--trips N] [--runs 200] [--clients 20] [--existing]
 * Seeds a temporary database (in-memory PGlite, or PostgreSQL when BENCH_DATABASE_URL is set), then
 * times list searches through the API beside the same SQL run directly. Figures only, no thresholds.
 * --trips defaults to 1,000,000 on PostgreSQL and 100,000 on PGlite (0 skips the trips cases);
 * --existing benches BENCH_DATABASE_URL as it is (filled beforehand with `npm run seed:scale`), generating
 * nothing and dropping nothing. --clients: the trips cases again with that many concurrent clients
 * (PostgreSQL only; default 20).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      locations: { type: 'string' },
      providers: { type: 'string' },
      trips: { type: 'string' },
      runs: { type: 'string' },
      clients: { type: 'string' },
      existing: { type: 'boolean' },
    },
  });
  const url = process.env.BENCH_DATABASE_URL;
  if (values.existing && !url) throw new Error('--existing needs BENCH_DATABASE_URL');
  const temp = values.existing
    ? { target: { kind: 'postgres', url: url! } as DatabaseTarget, drop: async () => {} }
    : await temporaryDatabase(url);
  const onPostgres = temp.target.kind === 'postgres';
  const locations = values.existing ? 0 : Number(values.locations ?? 100_000);
  const providers = values.existing ? 0 : Number(values.providers ?? 100_000);
  const trips = values.existing ? 0 : Number(values.trips ?? (onPostgres ? 1_000_000 : 100_000));
  const runs = Number(values.runs ?? 200);
  const clients = onPostgres ? Number(values.clients ?? 20) : 1;
  const config = loadConfig({ LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '60000', WEB_DIST: '/nonexistent' });
  const { app, db } = await bootstrap(config, temp.target);
  try {
    const started = performance.now();
    if (locations > 0)
      await generateLocations(db, locations, (done, total) =>
        process.stdout.write(`\rseeding locations ${done}/${total}`),
      );
    if (providers > 0)
      await generateProviders(db, providers, (done, total) =>
        process.stdout.write(`\rseeding providers ${done}/${total}`),
      );
    if (trips > 0)
      await generateTrips(db, trips, (done, total) =>
        process.stdout.write(`\rseeding trips ${done}/${total}`),
      );
    await sql`vacuum analyze`.execute(db);
    console.log(
      ` in ${((performance.now() - started) / 1000).toFixed(1)} s on ${temp.target.kind}, ${runs} runs each\n`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { identifier: config.DEMO_ADMIN_EMAIL, password: config.DEMO_ADMIN_PASSWORD },
    });
    const token = login.json().access_token;
    header();
    const bench = { app, db, token, runs };
    if (values.existing || locations > 0) await benchLocations(bench);
    if (values.existing || providers > 0) await benchProviders(bench);
    if (values.existing || trips > 0) await benchTrips(bench, clients);
  } finally {
    await app.close();
    await temp.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
