import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { bootstrap } from '../../apps/api/src/bootstrap.ts';
import { e2eConfig } from './config.ts';

/**
 * A fresh embedded database folder: a copy of the run's seeded one (seeded-database.ts) when the server
 * seeds as every other does, else an empty folder the server migrates and seeds itself.
 */
function dataFolder(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trips-e2e-db-'));
  const seeded = Object.keys(env).length === 0 ? inject('e2eSeededDataDir') : undefined;
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** The real server (built web app + API) on a free port and its own embedded database folder. */
export async function startServer(env: Record<string, string> = {}) {
  const dataDir = dataFolder(env);
  const { app, db } = await bootstrap(e2eConfig({ DATA_DIR: dataDir, ...env }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type E2EServer = Awaited<ReturnType<typeof startServer>>;
