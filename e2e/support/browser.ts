import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { scaled } from './timeouts.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const SCREENSHOTS = join(process.cwd(), 'screenshots');

/** Debian's Chromium with a fresh profile folder, removed again on close. */
export async function openBrowser(viewport = { width: 1280, height: 800 }) {
  const profile = mkdtempSync(join(tmpdir(), 'trips-e2e-profile-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport,
  });
  // Playwright's own 30 s for actions and navigations, stretched like every other wait on a busy machine.
  context.setDefaultTimeout(scaled(30_000));
  const page: Page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async screenshot(name: string) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type E2EBrowser = Awaited<ReturnType<typeof openBrowser>>;
