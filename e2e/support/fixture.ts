import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type E2EBrowser, openBrowser } from './browser.ts';
import { type E2EServer, startServer } from './server.ts';

/**
 * One server for the file, a fresh browser for each test. Call at the top of a describe block;
 * read `ctx.server` and `ctx.browser` inside the tests.
 */
export function useServerAndBrowser(env: Record<string, string> = {}) {
  const ctx = {} as { server: E2EServer; browser: E2EBrowser };
  beforeAll(async () => {
    ctx.server = await startServer(env);
  });
  afterAll(() => ctx.server.close());
  beforeEach(async () => {
    ctx.browser = await openBrowser();
  });
  afterEach(() => ctx.browser.close());
  return ctx;
}
