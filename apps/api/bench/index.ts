import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { generateLocations } from '../src/db/seed/scale/locations.ts';
import { temporaryDatabase } from './database.ts';
import { benchLocations } from './locations.bench.ts';
import { header } from './stats.ts';

/**
 * npm run bench -- [--locations 100000] [--runs 200]
 * Seeds a temporary database (in-memory PGlite, or PostgreSQL when BENCH_DATABASE_URL is set), then
 * times list searches through the API beside the same SQL run directly. Figures only, no thresholds.
 */
async function main() {
  const { values } = parseArgs({ options: { locations: { type: 'string' }, runs: { type: 'string' } } });
  const locations = Number(values.locations ?? 100_000);
  const runs = Number(values.runs ?? 200);
  const temp = await temporaryDatabase(process.env.BENCH_DATABASE_URL);
  const config = loadConfig({ LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '60000', WEB_DIST: '/nonexistent' });
  const { app, db } = await bootstrap(config, temp.target);
  try {
    const started = performance.now();
    await generateLocations(db, locations, (done, total) =>
      process.stdout.write(`\rseeding locations ${done}/${total}`),
    );
    await sql`analyze`.execute(db);
    console.log(
      ` in ${((performance.now() - started) / 1000).toFixed(1)} s on ${temp.target.kind}, ${runs} runs each\n`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { identifier: config.DEMO_ADMIN_EMAIL, password: config.DEMO_ADMIN_PASSWORD },
    });
    header();
    await benchLocations(app, db, login.json().access_token, runs);
  } finally {
    await app.close();
    await temp.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
