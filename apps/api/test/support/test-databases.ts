import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';

/** The configuration of a test app: quiet, quick human checks, jobs polled only when a test asks. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    ALTCHA_COST: '1',
    JOBS_POLL_MS: '60000',
    // The demo's automated bookings would send mail and change rows under every test.
    SEED_DEMO_BOOKINGS: 'false',
    WEB_DIST: '/nonexistent',
    ...env,
  });

/** Settings that change what the demo seed writes (or where its files go): such apps seed a database afresh. */
const seedSettings = ['DATA_DIR', 'DEMO_ADMIN_EMAIL', 'DEMO_ADMIN_PASSWORD', 'DEMO_LANGUAGE', 'SEED_DEMO'];

/** Whether a test app with these settings gets the same seeded database as one with none. */
export const seedsAsDefault = (env: Record<string, string>) => !seedSettings.some((name) => name in env);

async function onServer<T>(run: (admin: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const admin = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 1 });
  try {
    return await run(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * A database of its own on the TEST_DATABASE_URL server, empty or copied from `template` (a seeded
 * database nobody is connected to, which PostgreSQL copies file by file: far quicker than seeding).
 */
export async function createPostgresDatabase(prefix = 'test', template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer((admin) =>
    sql.raw(`create database ${name}${template ? ` template ${template}` : ''}`).execute(admin),
  );
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const drop = async () => {
    await onServer((admin) => sql.raw(`drop database if exists ${name} with (force)`).execute(admin));
  };
  return { name, url: url.toString(), drop };
}
