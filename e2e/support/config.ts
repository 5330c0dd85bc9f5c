import { loadConfig } from '../../apps/api/src/config.ts';

/** The browser tests' server configuration; `env` adds to it or overrides it. */
export function e2eConfig(env: Record<string, string> = {}) {
  return loadConfig({
    LOG_LEVEL: 'warn',
    JOBS_POLL_MS: '200',
    SEED_DEMO_BOOKINGS: 'false',
    ALTCHA_COST: '10',
    PORT: '0',
    // A separately built web app (parallel work builds to its own folder); the default is apps/web/dist.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...env,
  });
}
