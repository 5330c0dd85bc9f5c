import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, type DatabaseTarget, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo } from './db/seed/demo.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { upgradeEmbedded } from './engine/backup/upgrade.ts';
import type { Clock } from './engine/jobs/clock.ts';
import { settingsSecretKey } from './engine/settings/secret-key.ts';
import { createSettingsRepo } from './engine/settings/settings.repo.ts';
import { wireTripSteps } from './wiring.ts';

export function databaseTarget(config: Config): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: resolve(config.DATA_DIR) };
}

/** The human-check signing key: from the environment, else generated once and shared through the database. */
async function altchaKey(db: Database, config: Config): Promise<string> {
  if (config.ALTCHA_HMAC_KEY) return config.ALTCHA_HMAC_KEY;
  const settings = createSettingsRepo(db);
  const stored = await settings.get<string | null>('security.altcha_hmac_key', null);
  if (stored) return stored;
  const key = randomBytes(32).toString('hex');
  await settings.set('security.altcha_hmac_key', key);
  return key;
}

/** Opens and migrates the database, seeds demo data when asked, and builds the app on it. */
export async function bootstrap(
  config: Config,
  target: DatabaseTarget = databaseTarget(config),
  options: { clock?: Clock } = {},
) {
  if (target.kind === 'pglite' && target.dataDir)
    await upgradeEmbedded(target.dataDir, (message) => {
      if (config.LOG_LEVEL !== 'silent') console.warn(message);
    });
  const db = await openDatabase(
    target.kind === 'postgres' ? { poolSize: config.DATABASE_POOL_SIZE, ...target } : target,
  );
  if (target.kind === 'postgres') {
    await waitForDatabase(db, {
      timeoutMs: config.DATABASE_CONNECT_TIMEOUT_S * 1000,
      log: (message) => console.warn(`database: ${message}`),
    }).catch(async (error) => {
      await db.destroy();
      throw error;
    });
  }
  await migrate(db);
  // After the database is open: the embedded database's folder is DATA_DIR, and PGlite will not create a
  // database in a folder that already holds a file.
  const secretKey = settingsSecretKey(config);
  wireTripSteps();
  if (config.SEED_DEMO) await seedDemo(db, config);
  const app = await buildApp({ config, db, altchaKey: await altchaKey(db, config), secretKey, ...options });
  app.addHook('onClose', async () => db.destroy());
  return { app, db };
}
