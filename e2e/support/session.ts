import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2EBrowser } from './browser.ts';
import type { E2EServer } from './server.ts';
import { scaled } from './timeouts.ts';

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const DEMO_PASSWORD = 'Demo#2026';

/** Signs in through the login form, like a person. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the address is `path` and the app shows that screen (body[data-path], set by the router).
 * Every `timeout` here is a quiet machine's; the wait is stretched by the run's timeout factor.
 */
export async function expectPath(page: Page, path: string, timeout = 10_000) {
  const within = { timeout: scaled(timeout) };
  await expect.poll(() => new URL(page.url()).pathname, within).toBe(path);
  await expect.poll(() => page.locator('body').getAttribute('data-path'), within).toBe(path);
}

/** Like expectPath, for a path known by its pattern (a new record's id). */
export async function expectPathLike(page: Page, pattern: RegExp, timeout = 10_000) {
  const within = { timeout: scaled(timeout) };
  await expect.poll(() => new URL(page.url()).pathname, within).toMatch(pattern);
  await expect.poll(() => page.locator('body').getAttribute('data-path'), within).toMatch(pattern);
}

/** Waits until the text is on the screen (`timeout` stretched by the run's factor, as above). */
export async function see(page: Page, text: string | RegExp, timeout = 10_000) {
  await page
    .getByText(text)
    .first()
    .waitFor({ state: 'visible', timeout: scaled(timeout) });
}

export type Language = 'en' | 'es';

/** Signs the admin in with the interface in the language (stored on the account and on the device). */
export async function signInAdminIn(ctx: { server: E2EServer; browser: E2EBrowser }, language: Language) {
  const { page } = ctx.browser;
  await ctx.server.db
    .updateTable('users')
    .set({ ui_language: language })
    .where('email', '=', ADMIN.email)
    .execute();
  await page.goto(`${ctx.server.url}/login`);
  await page.evaluate((lang) => localStorage.setItem('ui_locale', lang), language);
  await page.reload();
  const es = language === 'es';
  await page.getByLabel(es ? 'Correo electrónico' : 'Email').fill(ADMIN.email);
  await page.getByLabel(es ? 'Contraseña' : 'Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: es ? 'Iniciar sesión' : 'Sign in' }).click();
  await expectPath(page, '/home');
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
}
