import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type E2EBrowser, openBrowser } from './browser.ts';
import { type E2EServer, startServer } from './server.ts';
import { scaled } from './timeouts.ts';

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
  afterEach(async ({ task }) => {
    // What the screen showed when a test failed: the first thing to look at after a red CI run.
    if (task.result?.state === 'fail') {
      await ctx.browser.screenshotOfFailure(`failed-${task.name.replace(/\W+/g, '-')}`).catch(() => {});
      const text = await ctx.browser.page
        .locator('body')
        // biome-ignore lint/performance/useDomNodeTextContent: what is visible, laid out in lines, is the point
        .innerText({ timeout: scaled(2000) })
        .catch(() => '');
      console.error(
        `screen of the failed test "${task.name}" at ${ctx.browser.page.url()}:\n${text.slice(0, 1500)}`,
      );
    }
    await ctx.browser.close();
  });
  return ctx;
}
