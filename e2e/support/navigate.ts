import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { scaled } from './timeouts.ts';

/**
 * Opens a screen as a link inside the app does: the router takes the new address (a history entry as its
 * own push writes it, then the popstate it listens to) without loading and starting the app again. A walk
 * over every screen spends its time on the screens, not on booting the app once per screen.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** No loader and no busy list or region is left on screen (`timeout` a quiet machine's, stretched). */
export async function nothingLoading(page: Page, timeout = 15_000) {
  const loading = page.locator('.mantine-Loader-root, [aria-busy="true"]');
  await expect.poll(() => loading.count(), { timeout: scaled(timeout) }).toBe(0);
}

/** The screen at `path` is shown (the router named it on body[data-path]) and nothing on it is loading. */
export async function screenLoaded(page: Page, path: string) {
  const within = { timeout: scaled(15_000) };
  await expect.poll(() => page.locator('body').getAttribute('data-path'), within).toBe(path);
  await nothingLoading(page);
}

/** navigateInApp, then waits until the screen is shown and loaded (`path` may carry a query). */
export async function openInApp(page: Page, path: string) {
  await navigateInApp(page, path);
  await screenLoaded(page, new URL(path, 'http://app').pathname);
}
