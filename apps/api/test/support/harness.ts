import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { bootstrap } from '../../src/bootstrap.ts';
import type { Config } from '../../src/config.ts';
import type { Database, DatabaseTarget } from '../../src/db/database.ts';
import type { Clock } from '../../src/engine/jobs/clock.ts';
import { settingsSecretKey } from '../../src/engine/settings/secret-key.ts';
import { createSettingsRepo } from '../../src/engine/settings/settings.repo.ts';
import { createPostgresDatabase, seedsAsDefault, testConfig } from './test-databases.ts';

type Target = 'pglite' | 'postgres';

/**
 * The databases a file about the database layer runs on (dialects, transactions and versioned saves, list
 * counts and exports, jobs' claims): embedded PGlite, and PostgreSQL too when TEST_DATABASE_URL is set.
 */
export const everyTarget: Target[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The database every other API file runs on: PostgreSQL when the run has it (production's), else PGlite.
 * PGlite is the same PostgreSQL engine, so these files would not answer differently on it; running each on
 * both doubled the suite. Without PostgreSQL (`npm test` on a fresh clone) everything runs on PGlite, and
 * the browser suite always runs the app on PGlite, as `npm start` does.
 */
export const targets: Target[] = [everyTarget.at(-1)!];

let pgliteDump: Blob | undefined;

/** The run's seeded PGlite (seeded-databases.ts), read once per test file; none outside the API project. */
function seededPglite(): Blob | undefined {
  const file = inject('seededDatabases')?.pgliteDump;
  if (file && !pgliteDump) pgliteDump = new Blob([readFileSync(file)]);
  return pgliteDump;
}

interface FreshDatabase {
  target: DatabaseTarget;
  /** The PostgreSQL database's direct URL; null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

/** An empty database of the kind, or a copy of the run's seeded one when the app seeds as every other does. */
async function freshDatabase(
  kind: 'pglite' | 'postgres',
  seeded: boolean,
  reach: (url: string) => string,
): Promise<FreshDatabase> {
  if (kind === 'pglite') {
    const loadDataDir = seeded ? seededPglite() : undefined;
    return { target: { kind, dataDir: null, loadDataDir }, url: null, drop: async () => {} };
  }
  const template = seeded ? (inject('seededDatabases')?.postgresTemplate ?? undefined) : undefined;
  const { url, drop } = await createPostgresDatabase('test', template);
  return { target: { kind, url: reach(url) }, url, drop };
}

export interface TestApp {
  app: App;
  db: Database;
  config: Config;
  /** The PostgreSQL database's direct URL (not through `reach`); null on PGlite. */
  databaseUrl: string | null;
  /**
   * Another app on this app's database, built with other settings (a time zone, a proxy): settings that
   * shape the app, not the data. Closing it leaves the database to the first app.
   */
  withSettings(other: Record<string, string>): Promise<TestApp>;
  close(): Promise<void>;
}

async function appOn(db: Database, config: Config) {
  const altchaKey = await createSettingsRepo(db).get<string>('security.altcha_hmac_key', '');
  const app = await buildApp({ config, db, altchaKey, secretKey: settingsSecretKey(config) });
  await app.ready();
  return app;
}

function testApp(
  app: App,
  db: Database,
  env: Record<string, string>,
  databaseUrl: string | null,
  close: () => Promise<void>,
): TestApp {
  return {
    app,
    db,
    config: testConfig(env),
    databaseUrl,
    async withSettings(other) {
      const settings = { ...env, ...other };
      const sibling = await appOn(db, testConfig(settings));
      return testApp(sibling, db, settings, databaseUrl, () => sibling.close());
    },
    close,
  };
}

/**
 * A seeded app on a database of its own, dropped again by close(). `reach` lets a test put something
 * between the app and PostgreSQL (a proxy it can cut) by rewriting the database URL.
 */
export async function startTestApp(
  target: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  reach: (url: string) => string = (url) => url,
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const fresh = await freshDatabase(target, seedsAsDefault(env), reach);
  const { app, db } = await bootstrap(testConfig(env), fresh.target, options);
  await app.ready();
  return testApp(app, db, env, fresh.url, async () => {
    await app.close();
    await fresh.drop();
  });
}
