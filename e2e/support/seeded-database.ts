import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '../../apps/api/src/bootstrap.ts';
import { e2eConfig } from './config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, demo-seeded data folder of the browser tests' server, to copy. */
    e2eSeededDataDir: string;
  }
}

/**
 * Migrates and seeds one embedded database as the test server would, in a folder of its own; the returned
 * function removes it.
 */
export async function seedE2EDataFolder() {
  const folder = mkdtempSync(join(tmpdir(), 'trips-e2e-seeded-'));
  const dataDir = join(folder, 'data');
  const { app } = await bootstrap(e2eConfig({ DATA_DIR: dataDir }));
  await app.close();
  return { dataDir, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Global setup of the browser project: each file's server starts from a copy of one seeded folder instead
 * of seeding its own. `E2E_SEEDED_DATA_DIR` names a folder seeded already, by `npm test` for all its lanes.
 */
export default async function setup({ provide }: TestProject) {
  const given = process.env.E2E_SEEDED_DATA_DIR;
  if (given) return provide('e2eSeededDataDir', given);
  const { dataDir, remove } = await seedE2EDataFolder();
  provide('e2eSeededDataDir', dataDir);
  return remove;
}
