import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bootstrap } from '../src/bootstrap.ts';
import type { Database } from '../src/db/database.ts';
import { createSecretBox } from '../src/engine/settings/secret-box.ts';
import { settingsSecretKey } from '../src/engine/settings/secret-key.ts';
import { createSettingsRepo } from '../src/engine/settings/settings.repo.ts';
import { createLocalDiskStorage } from '../src/engine/storage/local-disk.ts';
import { startTestApp } from './support/harness.ts';
import { createPostgresDatabase, testConfig } from './support/test-databases.ts';
import { scaled } from './support/timeouts.ts';

const run = promisify(execFile);
const root = new URL('../../..', import.meta.url).pathname;
/** `npm run backup|restore -- <file>` as an operator runs it, with the server's own environment. */
const cli = (command: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  run('npx', ['tsx', 'apps/api/src/backup.ts', command, file], {
    cwd: root,
    env: { ...process.env, ...env },
  });

const tripsOf = (db: Database) =>
  db.selectFrom('trips').select(['id', 'trip_name', 'version']).orderBy('id').execute();
const folders: string[] = [];
const folder = async () => {
  const made = await mkdtemp(join(tmpdir(), 'drill-'));
  folders.push(made);
  return made;
};
afterAll(async () => {
  for (const made of folders) await rm(made, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  // Two databases opened on disk and two command-line runs: minutes on a busy machine.
  it('copies the running server’s data (trips, uploads, sealed settings) and restores it only into an empty folder', {
    timeout: scaled(240_000),
  }, async () => {
    const dataDir = await folder();
    const env = { DATA_DIR: dataDir };
    const dump = inject('seededDatabases')?.pgliteDump;
    const seeded = dump ? new Blob([readFileSync(dump)]) : undefined;
    const { app, db } = await bootstrap(testConfig(env), { kind: 'pglite', dataDir, loadDataDir: seeded });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const box = createSecretBox(settingsSecretKey(testConfig(env)));
    await createSettingsRepo(db).set('drill.sealed', box.seal('smtp-password'));
    await createLocalDiskStorage(join(dataDir, 'uploads')).put(
      'documents/drill/one.pdf',
      Buffer.from('%PDF-drill'),
      'application/pdf',
    );
    const trips = await tripsOf(db);
    expect(trips.length).toBeGreaterThan(0);
    const file = join(await folder(), 'backup.tar');
    try {
      const { stdout } = await cli('backup', file, { ...env, PORT: new URL(address).port });
      expect(stdout).toContain('Backed up the embedded database');
    } finally {
      await app.close();
    }

    const restored = await folder();
    await cli('restore', file, { DATA_DIR: restored });
    const again = await bootstrap(testConfig({ DATA_DIR: restored }), { kind: 'pglite', dataDir: restored });
    try {
      expect(await tripsOf(again.db)).toEqual(trips);
      const key = settingsSecretKey(testConfig({ DATA_DIR: restored }));
      const sealed = await createSettingsRepo(again.db).get<string>('drill.sealed', '');
      expect(createSecretBox(key).open(sealed)).toBe('smtp-password');
      const upload = await createLocalDiskStorage(join(restored, 'uploads')).get('documents/drill/one.pdf');
      expect(upload?.bytes.toString()).toBe('%PDF-drill');
    } finally {
      await again.app.close();
    }
    await expect(cli('restore', file, { DATA_DIR: restored })).rejects.toMatchObject({
      stderr: expect.stringContaining('is not empty'),
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore of PostgreSQL', () => {
  it('dumps with pg_dump and restores into an empty database only', {
    timeout: scaled(240_000),
  }, async () => {
    const t = await startTestApp('postgres');
    const key = '11'.repeat(32);
    const file = join(await folder(), 'backup.tar');
    const trips = await tripsOf(t.db);
    try {
      await cli('backup', file, {
        DATABASE_URL: t.databaseUrl!,
        SETTINGS_SECRET_KEY: key,
        DATA_DIR: await folder(),
      });
    } finally {
      await t.close();
    }
    const target = await createPostgresDatabase('restore');
    try {
      const env = { DATABASE_URL: target.url, SETTINGS_SECRET_KEY: key, DATA_DIR: await folder() };
      await cli('restore', file, env);
      const again = await bootstrap(testConfig(env));
      try {
        expect(await tripsOf(again.db)).toEqual(trips);
      } finally {
        await again.app.close();
      }
      await expect(cli('restore', file, env)).rejects.toMatchObject({
        stderr: expect.stringContaining('not empty'),
      });
    } finally {
      await target.drop();
    }
  });
});
