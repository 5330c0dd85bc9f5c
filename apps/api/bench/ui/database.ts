import { sql } from 'kysely';
import { bootstrap } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/database.ts';
import { tripsInWindow } from '../../src/modules/trips/readiness/readiness.attention.ts';
import { dayOf } from '../../src/modules/trips/readiness/readiness.days.ts';
import { keepReadiness } from '../../src/modules/trips/readiness/readiness.service.ts';
import { seedBench } from '../seed.ts';

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The database `name` on the server of `adminUrl`, made once and kept for the next runs: migrated, with the
 * demo data and, when `trips` > 0, that many generated trips (and the locations, providers, routes,
 * invoices and tasks the API bench generates beside them). A database already holding them is used as it is.
 */
export async function benchDatabase(adminUrl: string, name: string, trips: number) {
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl });
  try {
    const found = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
    if (found.rows.length === 0) await sql.raw(`create database ${name}`).execute(admin);
  } finally {
    await admin.destroy();
  }
  const url = urlOf(adminUrl, name);
  const config = loadConfig({ LOG_LEVEL: 'silent', JOBS_POLL_MS: '600000', WEB_DIST: '/nonexistent' });
  const { app, db } = await bootstrap(config, { kind: 'postgres', url });
  try {
    const { n } = await db
      .selectFrom('trips')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) < trips) {
      console.log(`bench:ui: generating ${trips} trips in ${name} (once; kept for the next runs)`);
      await seedBench(db, true, { trips: String(trips) });
      await sql`vacuum analyze`.execute(db);
    }
    await sweepReadiness(db);
  } finally {
    await app.close();
  }
  return url;
}

/**
 * The daily readiness sweep over today's window, as the server's job runs it, for the trips whose problems
 * are not kept yet (generated trips): the home then reads what a running office's database holds.
 */
async function sweepReadiness(db: Database) {
  const today = dayOf(new Date());
  const missing = await (await tripsInWindow(db, today))
    .leftJoin('trip_problems as p', 'p.trip_id', 't.id')
    .where('p.trip_id', 'is', null)
    .execute();
  if (missing.length > 0)
    console.log(`bench:ui: keeping the readiness of ${missing.length} trips of the window`);
  for (const { id } of missing)
    await db.transaction().execute((trx) => keepReadiness(trx, id, today, null, true));
  // As autovacuum leaves a running office's tables: index-only scans read no heap pages.
  if (missing.length > 0) await sql`vacuum analyze trips`.execute(db);
}

/** Drops a database the bench made (--drop). */
export async function dropBenchDatabase(adminUrl: string, name: string) {
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl });
  await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
  await admin.destroy();
}
