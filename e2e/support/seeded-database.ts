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
 * Global setup of the browser project: migrates and seeds one embedded database as the test server would,
 * so each file's server starts from a copy of its folder instead of seeding its own.
 */
export default async function setup({ provide }: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'trips-e2e-seeded-'));
  const dataDir = join(folder, 'data');
  const { app } = await bootstrap(e2eConfig({ DATA_DIR: dataDir }));
  await app.close();
  provide('e2eSeededDataDir', dataDir);
  return () => rmSync(folder, { recursive: true, force: true });
}
