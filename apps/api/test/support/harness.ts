import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { bootstrap } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';

/** Every API suite runs on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const targets: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl });
  await sql.raw(`create database ${name}`).execute(admin);
  await admin.destroy();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const again = await openDatabase({ kind: 'postgres', url: adminUrl });
    await sql.raw(`drop database if exists ${name} with (force)`).execute(again);
    await again.destroy();
  };
  return { url: url.toString(), drop };
}

/**
 * A seeded app on a database of its own, dropped again by close(). `reach` lets a test put something
 * between the app and PostgreSQL (a proxy it can cut) by rewriting the database URL.
 */
export async function startTestApp(
  target: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  reach: (url: string) => string = (url) => url,
) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ALTCHA_MAX_NUMBER: '2000',
    JOBS_POLL_MS: '60000',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const pg = target === 'postgres' ? await createPostgresDatabase() : null;
  const { app, db } = await bootstrap(
    config,
    pg ? { kind: 'postgres', url: reach(pg.url) } : { kind: 'pglite', dataDir: null },
  );
  await app.ready();
  return {
    app,
    db,
    config,
    /** The PostgreSQL database's direct URL (not through `reach`); null on PGlite. */
    databaseUrl: pg?.url ?? null,
    async close() {
      await app.close();
      await pg?.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
