import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGlite as PGlite03 } from 'pglite-v03';
import { pg_trgm } from 'pglite-v03/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { PgliteDialect } from '../src/db/pglite-dialect.ts';
import type { DB } from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { restoreEmbedded } from '../src/engine/backup/embedded.ts';
import { folderMajor, upgradeEmbedded } from '../src/engine/backup/upgrade.ts';
import { settingsSecretKey } from '../src/engine/settings/secret-key.ts';
import { createLocalDiskStorage } from '../src/engine/storage/local-disk.ts';
import { testConfig } from './support/test-databases.ts';
import { scaled } from './support/timeouts.ts';

const tripsOf = (db: Database) =>
  db.selectFrom('trips').select(['id', 'trip_name', 'version']).orderBy('id').execute();
const sequencesOf = (db: Database) =>
  sql<{ name: string; last: number | null }>`select sequencename as name, last_value as last
    from pg_sequences order by 1`
    .execute(db)
    .then((result) => result.rows);

/** DATA_DIR as `npm start` left it on PGlite 0.3: migrated, demo data, the settings key and an upload. */
async function writtenBy03(config: Config) {
  const old = await PGlite03.create({
    dataDir: config.DATA_DIR,
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number.parseInt(v, 10), 1700: (v: string) => Number.parseFloat(v) },
  });
  const db = new Kysely<DB>({ dialect: new PgliteDialect(old as unknown as PGlite) });
  try {
    await migrate(db);
    settingsSecretKey(config);
    await seedDemo(db, config);
    await createLocalDiskStorage(join(config.DATA_DIR, 'uploads')).put(
      'documents/drill/one.pdf',
      Buffer.from('%PDF-drill'),
      'application/pdf',
    );
    const backup = await old.dumpDataDir('gzip');
    return { trips: await tripsOf(db), sequences: await sequencesOf(db), backup };
  } finally {
    await db.destroy();
  }
}

const folders: string[] = [];
afterAll(async () => {
  for (const made of folders) await rm(made, { recursive: true, force: true });
});

describe('a DATA_DIR written by the previous embedded engine', () => {
  let parent: string;
  let config: Config;
  let before: Awaited<ReturnType<typeof writtenBy03>>;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'upgrade-'));
    folders.push(parent);
    config = testConfig({ DATA_DIR: join(parent, 'data') });
    before = await writtenBy03(config);
  }, scaled(180_000));

  // Two engines open the folder, a dump and a restore of the demo data: a minute or more when busy.
  it('is dumped through PGlite 0.3 and restored into 0.5 on start, the old folder kept beside it', {
    timeout: scaled(240_000),
  }, async () => {
    expect(before.trips.length).toBeGreaterThan(0);
    const key = readFileSync(join(config.DATA_DIR, 'settings-secret.key'), 'utf8');

    const { app, db } = await bootstrap(config);
    try {
      expect(readFileSync(join(config.DATA_DIR, 'PG_VERSION'), 'utf8').trim()).toBe('18');
      expect(await tripsOf(db)).toEqual(before.trips);
      expect(await sequencesOf(db)).toEqual(before.sequences);
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { identifier: config.DEMO_ADMIN_EMAIL, password: config.DEMO_ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    expect(readFileSync(join(config.DATA_DIR, 'settings-secret.key'), 'utf8')).toBe(key);
    const upload = await createLocalDiskStorage(join(config.DATA_DIR, 'uploads')).get(
      'documents/drill/one.pdf',
    );
    expect(upload?.bytes.toString()).toBe('%PDF-drill');
    const kept = readdirSync(parent).filter((name) => name.startsWith('data-pg17-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(parent, kept[0], 'PG_VERSION'), 'utf8').trim()).toBe('17');
    expect(await upgradeEmbedded(config.DATA_DIR, () => {})).toBeNull();
  });

  it('restores from a backup the old engine took, upgraded on the next start', {
    timeout: scaled(240_000),
  }, async () => {
    const restored = join(parent, 'restored');
    await restoreEmbedded(restored, before.backup);
    expect(folderMajor(restored)).toBe('17');
    const { app, db } = await bootstrap(testConfig({ DATA_DIR: restored }));
    try {
      expect(folderMajor(restored)).toBe('18');
      expect(await tripsOf(db)).toEqual(before.trips);
    } finally {
      await app.close();
    }
    expect(readFileSync(join(restored, 'settings-secret.key'), 'utf8')).toBe(
      readFileSync(join(config.DATA_DIR, 'settings-secret.key'), 'utf8'),
    );
  });
});
