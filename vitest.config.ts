import { defineConfig } from 'vitest/config';
import { reactWithLingui } from './apps/web/vite.config.ts';

// Three projects: pure unit tests, API integration against a real database, browser end-to-end.
export default defineConfig({
  test: {
    reporters: ['default', './tools/vitest-summary.ts'],
    projects: [
      {
        // Web modules carry translation macros, compiled as the app build compiles them.
        plugins: reactWithLingui(),
        test: {
          name: 'unit',
          include: ['packages/shared/test/**/*.test.ts', 'apps/web/test/**/*.test.ts'],
          setupFiles: ['apps/web/test/i18nSetup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // The route table the accessibility walk reads carries translation macros too.
        plugins: reactWithLingui(),
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
