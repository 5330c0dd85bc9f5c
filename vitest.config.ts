import { availableParallelism, loadavg } from 'node:os';
import { defineConfig } from 'vitest/config';
import { reactWithLingui } from './apps/web/vite.config.ts';

const cores = availableParallelism();
const ci = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI!);

/**
 * How much longer than on a quiet machine a test may wait: TEST_TIMEOUT_FACTOR when given; otherwise 3 on
 * CI with two cores or fewer, 2 on CI (shared runners) or on two cores or fewer (the suite itself runs about
 * two processes a core there: test files, the browser and the database), or the load per core at start
 * rounded up when the machine is already busy, at most 4.
 */
function timeoutFactor(): number {
  const given = process.env.TEST_TIMEOUT_FACTOR;
  if (given) {
    if (!(Number(given) > 0))
      throw new Error(`TEST_TIMEOUT_FACTOR must be a positive number, not '${given}'`);
    return Number(given);
  }
  const loadPerCore = loadavg()[0] / cores;
  // A two-core CI machine is shared and noisy, and a browser lane alone keeps it busy: a green run costs
  // nothing more for the margin.
  const floor = ci && cores <= 2 ? 3 : ci || cores <= 2 ? 2 : 1;
  return Math.min(4, Math.max(floor, Math.ceil(loadPerCore)));
}

const factor = timeoutFactor();
// Decided once, here; the test processes inherit it and stretch their own waits by it (test support's scaled()).
process.env.TEST_TIMEOUT_FACTOR = String(factor);
// A template's render limit is clock time too: a demo template on a loaded machine may pass 300 ms.
process.env.TEMPLATE_RENDER_LIMIT_MS ??= String(300 * factor);
if (factor !== 1) console.log(`test timeouts ×${factor} (load ${loadavg()[0].toFixed(1)} on ${cores} cores)`);
const limits = (test: number, hook: number, poll: number) => ({
  testTimeout: test * factor,
  hookTimeout: hook * factor,
  expect: { poll: { timeout: poll * factor } },
});

// Four projects: pure unit tests, component tests in a DOM, API integration against a real database, browser
// end-to-end.
export default defineConfig({
  test: {
    reporters: ['default', './tools/vitest-summary.ts'],
    // Unit and API files run side by side, one more process than cores (an API file spends much of its
    // time waiting for PostgreSQL, whose work runs in processes of its own) unless TEST_FORKS says how many;
    // `npm test` (tools/test-lanes.ts) runs the browser files, one at a time, in a vitest of their own after them.
    pool: 'forks',
    maxWorkers: Number(process.env.TEST_FORKS) || cores + 1,
    projects: [
      {
        // Web modules carry translation macros, compiled as the app build compiles them.
        plugins: reactWithLingui(),
        test: {
          name: 'unit',
          include: [
            'packages/shared/test/**/*.test.ts',
            'apps/web/test/**/*.test.ts',
            'apps/web/test/**/*.test.tsx',
            'tools/test/**/*.test.ts',
          ],
          setupFiles: ['tools/test-worker-setup.ts', 'apps/web/test/i18nSetup.ts'],
          ...limits(5_000, 10_000, 1_000),
        },
      },
      {
        plugins: reactWithLingui(),
        test: {
          name: 'components',
          // Component tests sit beside their components: a piece of the app in a DOM, on a stubbed network.
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [
            'tools/test-worker-setup.ts',
            'apps/web/test/i18nSetup.ts',
            'apps/web/src/test/setup.ts',
          ],
          // A worker's files share its loaded modules and its DOM: Mantine, its dates and icons, React and the
          // app's modules load once a worker rather than once a file (seconds a file). What a test leaves
          // behind (the DOM, language, network stub, storage, notifications) is undone after each test by
          // apps/web/src/test/setup.ts; a file that mocks a module (vi.mock) belongs in the isolated unit project.
          isolate: false,
          ...limits(5_000, 10_000, 1_000),
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          setupFiles: ['tools/test-worker-setup.ts'],
          // One migrated, demo-seeded database per kind for the run; each file's app starts from a copy.
          globalSetup: ['apps/api/test/support/seeded-databases.ts'],
          pool: 'forks',
          // A worker's files share its loaded modules (the API is loaded once a worker, not once a file);
          // each file still builds its own apps on its own databases.
          isolate: false,
          // Embedded PostgreSQL (WebAssembly) stays on V8's baseline compiler: a worker once died on a V8 check
          // of its code pages ("Check failed: jit_page.has_value()") while two engines were being compiled.
          execArgv: ['--liftoff-only'],
          ...limits(30_000, 60_000, 5_000),
        },
      },
      {
        // The route table the accessibility walk reads carries translation macros too.
        plugins: reactWithLingui(),
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          setupFiles: ['tools/test-worker-setup.ts', 'e2e/support/chromium-per-file.ts'],
          // One migrated, demo-seeded data folder for the run; each file's server starts from a copy.
          globalSetup: ['e2e/support/seeded-database.ts'],
          pool: 'forks',
          // One browser file at a time: a lane of Chromium, the test and its server fills two cores.
          fileParallelism: false,
          // The files share one worker's loaded modules: the API, Playwright and the route table are loaded
          // once for the run, not once a file (each file still starts its own server on a fresh database).
          isolate: false,
          ...limits(60_000, 120_000, 10_000),
        },
      },
    ],
  },
});
