import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { nothingLoading, openInApp } from './support/navigate.ts';
import { expectPath, type Language, signInAdminIn } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

/** Words of the code, never of a person: a camelCase or snake_case name, or a slug. */
const identifier = /\b([a-z]+[A-Z][A-Za-z]*|[a-z]+(_[a-z]+)+|[a-z]+(-[a-z]+){2,})\b/g;

const textOf = async (locator: Locator) =>
  // biome-ignore lint/performance/useDomNodeTextContent: what the reader sees is the point
  (await locator.innerText()).replace(/\s+/g, ' ').trim();

/** The title of the screen the address names, once that screen is shown and loaded. */
async function shownTitle(page: Page): Promise<string> {
  const within = { timeout: scaled(15_000) };
  await expect
    .poll(
      async () => (await page.locator('body').getAttribute('data-path')) === new URL(page.url()).pathname,
      within,
    )
    .toBe(true);
  await nothingLoading(page);
  const h1 = page.locator('main h1');
  await h1.waitFor(within);
  return textOf(h1);
}

/** A menu's entries, each with the title of the screen it opens, and the internal names seen on the way. */
interface Walked {
  mismatches: string[];
  identifiers: string[];
}

/**
 * The internal names in the screen's text. A template's variables ({{ customer.full_name }}) are the
 * template language the user writes, SES.Hospedajes' own field name (tipoPago) is what its form asks, and
 * a link in a message (the outbox) carries a signed token whose random letters can look like a name.
 */
async function identifiersOn(page: Page): Promise<string[]> {
  const text = (await textOf(page.locator('main'))).replace(/\{\{.*?\}\}|\{%.*?%\}|https?:\/\/\S+/g, '');
  return [...text.matchAll(identifier)].map((m) => m[0]).filter((name) => name !== 'tipoPago');
}

async function walkMenus(ctx: ReturnType<typeof useServerAndBrowser>, language: Language): Promise<Walked> {
  const { page } = ctx.browser;
  const es = language === 'es';
  const mismatches: string[] = [];
  const identifiers: string[] = [];
  const compare = async (menu: string, entry: string) => {
    const title = await shownTitle(page);
    if (title !== entry)
      mismatches.push(`${menu}: "${entry}" opens "${title}" at ${new URL(page.url()).pathname}`);
    const seen = await identifiersOn(page);
    if (seen.length) identifiers.push(`${new URL(page.url()).pathname}: ${seen.join(', ')}`);
  };

  // The header's links: each opens its screen.
  await signInAdminIn(ctx, language);
  const nav = page.getByRole('navigation', { name: es ? 'Principal' : 'Main' });
  // `all()` takes what is there now: wait for the first entry of each menu before reading them.
  await nav.getByRole('link').first().waitFor();
  const links = await nav.getByRole('link').all();
  const names = await Promise.all(links.map(textOf));
  expect(names.length).toBeGreaterThan(5);
  for (const [index, name] of names.entries()) {
    await openInApp(page, '/settings-menu');
    await nav.getByRole('link').nth(index).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/settings-menu');
    await compare('header', name);
  }

  // The reports menu.
  const reportsButton = page.getByRole('button', { name: es ? 'Informes' : 'Reports', exact: true });
  await openInApp(page, '/home');
  await reportsButton.click();
  await page.getByRole('menuitem').first().waitFor();
  const reports = await Promise.all((await page.getByRole('menuitem').all()).map(textOf));
  expect(reports.length).toBeGreaterThan(5);
  // Closed again: each entry is then opened from the menu as a person opens it.
  await page.keyboard.press('Escape');
  for (const [index, name] of reports.entries()) {
    await openInApp(page, '/home');
    await reportsButton.click();
    await page.getByRole('menuitem').nth(index).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/home');
    await compare('reports menu', name);
  }

  // The account menu's administration screens (the entries that lead to a screen).
  const account = page.getByRole('button', { name: es ? 'Cuenta' : 'Account', exact: true });
  await openInApp(page, '/home');
  await account.click();
  const adminLinks = page.getByRole('menu').locator('a[role="menuitem"]');
  await adminLinks.first().waitFor();
  const admin = await Promise.all((await adminLinks.all()).map(textOf));
  expect(admin.length).toBeGreaterThan(2);
  await page.keyboard.press('Escape');
  for (const [index, name] of admin.entries()) {
    await openInApp(page, '/home');
    await account.click();
    await adminLinks.nth(index).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/home');
    await compare('account menu', name);
  }

  // The settings button, then each entry of the settings screen.
  await openInApp(page, '/home');
  const settingsButton = page
    .getByRole('banner')
    .getByRole('link', { name: es ? 'Configuración' : 'Settings' });
  const settingsName = await settingsButton.getAttribute('aria-label');
  await settingsButton.click();
  await expectPath(page, '/settings-menu');
  await compare('settings button', settingsName ?? '');
  const entries = page.locator('main ul a');
  await entries.first().waitFor();
  const settings = await Promise.all(
    (await entries.all()).map((entry) => textOf(entry.locator('span').first())),
  );
  expect(settings.length).toBeGreaterThan(8);
  for (const [index, name] of settings.entries()) {
    await openInApp(page, '/settings-menu');
    await entries.nth(index).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/settings-menu');
    await compare('settings menu', name);
  }
  return { mismatches, identifiers };
}

describe('each screen is titled as its menu entry', () => {
  const ctx = useServerAndBrowser();

  for (const language of ['en', 'es'] as const)
    it(`in ${language}, and shows no internal name`, { timeout: scaled(240_000) }, async () => {
      const walked = await walkMenus(ctx, language);
      console.log(language, JSON.stringify(walked, null, 1));
      expect(walked).toEqual({ mismatches: [], identifiers: [] });
    });
});
