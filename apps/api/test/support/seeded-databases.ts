import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '../../src/bootstrap.ts';
import { createPostgresDatabase, testConfig } from './test-databases.ts';

/** Where the API tests find a migrated, demo-seeded database to copy instead of seeding their own. */
export interface SeededDatabases {
  /** A PGlite dump file (`dumpDataDir`). */
  pgliteDump: string;
  /** A PostgreSQL database to use as a template; null without TEST_DATABASE_URL. */
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabases: SeededDatabases;
  }
}

/** Migrates and seeds an embedded database in a folder, exactly as a test app would, and dumps it to a file. */
async function pgliteDump(folder: string) {
  const dataDir = join(folder, 'pglite');
  const { app } = await bootstrap(testConfig(), { kind: 'pglite', dataDir });
  await app.close();
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const file = join(folder, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  return file;
}

async function postgresTemplate() {
  const template = await createPostgresDatabase('test_seeded');
  const { app } = await bootstrap(testConfig(), { kind: 'postgres', url: template.url });
  await app.close();
  return template;
}

/**
 * Global setup of the API project: seeds one database per kind for the whole run, so each test file's
 * app starts from a copy (a fraction of a second) instead of migrating and seeding (seconds).
 */
export default async function setup({ provide }: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'trips-test-seeded-'));
  const [dump, template] = await Promise.all([
    pgliteDump(folder),
    process.env.TEST_DATABASE_URL ? postgresTemplate() : null,
  ]);
  provide('seededDatabases', { pgliteDump: dump, postgresTemplate: template?.name ?? null });
  return async () => {
    await template?.drop();
    rmSync(folder, { recursive: true, force: true });
  };
}
