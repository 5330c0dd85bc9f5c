import { type Browser, chromium } from 'playwright-core';
import { shoot, takeScreenshot } from './screenshots.ts';
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

// One Debian Chromium per test file; every test gets a fresh context of its own (cookies, storage, cache),
// as a fresh profile would. Launching Chromium per test cost a second of CPU each on a shared machine.
let running: Promise<Browser> | undefined;

function chromiumOfThisFile() {
  running ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  return running;
}

/** Closes the file's Chromium (the browser project's setup file calls it after each file). */
export async function closeChromium() {
  const browser = running;
  running = undefined;
  await (await browser)?.close();
}

/**
 * A fresh browser context, as a person with a new browser would have, with its first page. It asks for
 * reduced motion, which the app honours: no transition to wait for, and no spinner for a shared machine's
 * CPU to draw frame after frame.
 */
export async function openBrowser(viewport = { width: 1280, height: 800 }) {
  const context = await (await chromiumOfThisFile()).newContext({ viewport, reducedMotion: 'reduce' });
  // Playwright's own 30 s for actions and navigations, stretched like every other wait on a busy machine.
  context.setDefaultTimeout(scaled(30_000));
  const page = await context.newPage();
  return {
    context,
    page,
    /** The whole page as screenshots/<name>.png (unless the run asked for none). */
    screenshot: (name: string) => shoot(page, name, { fullPage: true }),
    /** The same, taken whatever the run asked: what a failed test showed. */
    screenshotOfFailure: (name: string) => takeScreenshot(page, name, { fullPage: true }),
    close: () => context.close(),
  };
}

export type E2EBrowser = Awaited<ReturnType<typeof openBrowser>>;
