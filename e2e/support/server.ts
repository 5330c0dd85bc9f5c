import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrap } from '../../apps/api/src/bootstrap.ts';
import { loadConfig } from '../../apps/api/src/config.ts';

/** The real server (built web app + API) on a free port and a fresh embedded database folder. */
export async function startServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trips-e2e-db-'));
  const config = loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    JOBS_POLL_MS: '200',
    SEED_DEMO_BOOKINGS: 'false',
    ALTCHA_MAX_NUMBER: '20000',
    PORT: '0',
    // A separately built web app (parallel work builds to its own folder); the default is apps/web/dist.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...env,
  });
  const { app, db } = await bootstrap(config);
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
