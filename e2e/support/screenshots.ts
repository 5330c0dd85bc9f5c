import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

export const SCREENSHOTS = join(process.cwd(), 'screenshots');

/**
 * The tests' screenshots are for a person to open after a run; E2E_SCREENSHOTS=off skips them (CI keeps
 * none). A failed test's screen is taken either way.
 */
const wanted = process.env.E2E_SCREENSHOTS !== 'off';

/** Hides the sticky header and save bar that would cover part of a region's picture. */
export const hideSticky = 'header, [style*="sticky"] { visibility: hidden !important; }';

interface Options {
  /** The whole page, not only the window (pages only). */
  fullPage?: boolean;
  /** CSS applied while the picture is taken. */
  style?: string;
}

/** Writes screenshots/<name>.png of a page or of one region of it. */
export async function takeScreenshot(target: Page | Locator, name: string, options: Options = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path, ...options });
  else await target.screenshot({ path, style: options.style });
}

/** takeScreenshot, unless the run asked for none. */
export async function shoot(target: Page | Locator, name: string, options: Options = {}) {
  if (wanted) await takeScreenshot(target, name, options);
}
