import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInRoutes } from '../apps/web/src/lib/routeTable.ts';
import { fillAPageOfRows } from './support/a-page-of-rows.ts';
import { type AxeProblem, axeProblems, describeProblem } from './support/axe.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { nothingLoading, openInApp } from './support/navigate.ts';
import { type Language, signInAdminIn } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

/** A text of the interface in each language. */
type Said = Record<Language, string | RegExp>;

/** A demo record for each kind of detail route, so the walk sees a filled screen. */
const concrete = (path: string) =>
  path
    .replace('/trip-details/:id', '/trip-details/1')
    .replace('/provider-details/:id', '/provider-details/1')
    .replace('/location-modules/:id', '/location-modules/1')
    .replace('/task-details/:id', '/task-details/1')
    .replace('/settings-section/:id', '/settings-section/booking')
    .replace(/:\w+/g, '1');

/** The screen has come: the router named it, and no loader or list skeleton is left. */
async function settle(page: Page) {
  await expect
    .poll(() => page.locator('body').getAttribute('data-path'), { timeout: scaled(15_000) })
    .not.toBeNull();
  await nothingLoading(page);
}

/**
 * No opening or closing transition is running, and every open menu or dialog is fully opaque: a half-faded
 * item reads as low contrast (a transition may start a frame after the element shows, so both are asked).
 */
async function still(page: Page) {
  await page.waitForFunction(
    () => {
      const opaque = (el: Element | null): boolean =>
        !el || (getComputedStyle(el).opacity === '1' && opaque(el.parentElement));
      const open = [...document.querySelectorAll('[role="menu"], [role="dialog"]')].filter(
        (el) => (el as HTMLElement).offsetParent !== null,
      );
      return (
        document.getAnimations().every((animation) => animation.playState !== 'running') &&
        open.every((el) => opaque(el))
      );
    },
    undefined,
    { timeout: scaled(10_000) },
  );
}

const lines = (problems: AxeProblem[]) => problems.map(describeProblem);

/** Every signed-in screen of the route table, with the demo's records. */
const everyScreen = () => [
  '/home',
  '/reports/next_days_report',
  ...signedInRoutes.map((r) => concrete(r.path)),
];

/**
 * A sample of screens for the second language: the list, record and settings layouts. The texts change
 * with the language, not the markup, roles or colours axe checks; every screen is walked in Spanish.
 */
const sampleOfScreens = [
  '/home',
  '/trips',
  '/trip-details/1',
  '/provider-details/1',
  '/settings-section/booking',
];

/** The screens, signed out then signed in; what axe finds, by path. */
async function walkScreens(
  ctx: ReturnType<typeof useServerAndBrowser>,
  language: Language,
  paths: readonly string[],
) {
  const { page } = ctx.browser;
  const found: Record<string, string[]> = {};
  const walk = async (path: string) => {
    await openInApp(page, path);
    await still(page);
    const problems = await axeProblems(page);
    if (problems.length) found[path] = lines(problems);
  };
  await page.goto(`${ctx.server.url}/login`);
  await page.evaluate((lang) => localStorage.setItem('ui_locale', lang), language);
  await page.reload();
  for (const path of ['/login', '/request-to-reset']) await walk(path);
  await signInAdminIn(ctx, language);
  for (const path of paths) await walk(path);
  return found;
}

/** A menu or a dialog the app offers: where it is and how a person opens it. */
interface Opening {
  name: string;
  path: string;
  open: (page: Page, say: (said: Said) => string | RegExp) => Promise<void>;
}

const clickButton = (name: Said) => async (page: Page, say: (said: Said) => string | RegExp) => {
  await page
    .getByRole('button', { name: say(name) })
    .first()
    .click();
};

const openings: readonly Opening[] = [
  { name: 'account menu', path: '/trips', open: clickButton({ en: /^Account$/, es: /^Cuenta$/ }) },
  { name: 'reports menu', path: '/trips', open: clickButton({ en: /^Reports$/, es: /^Informes$/ }) },
  {
    name: 'more filters menu',
    path: '/trips',
    open: clickButton({ en: /^More filters$/, es: /^Más filtros$/ }),
  },
  {
    name: 'saved filters menu',
    path: '/trips',
    open: clickButton({ en: /^Saved filters$/, es: /^Filtros guardados$/ }),
  },
  { name: 'column picker', path: '/trips', open: clickButton({ en: /^Columns$/, es: /^Columnas$/ }) },
  { name: 'export menu', path: '/trips', open: clickButton({ en: /^Export$/, es: /^Exportar$/ }) },
  {
    name: 'notifications panel',
    path: '/home',
    open: clickButton({ en: /^Notifications/, es: /^Notificaciones/ }),
  },
  {
    name: 'palette with results',
    path: '/trips',
    open: async (page) => {
      await page.keyboard.press('Control+K');
      await page.getByRole('dialog').getByRole('combobox').fill('Santiago');
      await page
        .getByRole('dialog')
        .getByRole('option')
        .first()
        .waitFor({ timeout: scaled(10_000) });
    },
  },
  {
    name: 'profile panel',
    path: '/home',
    open: async (page, say) => {
      await page.getByRole('button', { name: say({ en: /^Account$/, es: /^Cuenta$/ }) }).click();
      await page.getByRole('menuitem', { name: say({ en: 'Profile', es: 'Perfil' }) }).click();
    },
  },
  {
    name: 'trip "Send email" menu',
    path: '/trip-details/1',
    open: clickButton({ en: /^Send email: /, es: /^Enviar correo: / }),
  },
  {
    name: 'delete confirmation',
    path: '/task-details/1',
    open: clickButton({ en: /^Delete$/, es: /^Eliminar$/ }),
  },
  {
    name: 'new user dialog',
    path: '/user-management',
    open: clickButton({ en: /^Add user$/, es: /^Añadir usuario$/ }),
  },
  {
    name: 'new user group dialog',
    path: '/profiles',
    open: clickButton({ en: /^Add group$/, es: /^Añadir grupo$/ }),
  },
];

/** Each menu and dialog open on its screen; what axe finds, by opening. */
async function walkOpenings(ctx: ReturnType<typeof useServerAndBrowser>, language: Language) {
  const { page } = ctx.browser;
  const say = (said: Said) => said[language];
  const found: Record<string, string[]> = {};
  await signInAdminIn(ctx, language);
  const shown = page.locator('[role="menu"], [role="dialog"]').filter({ visible: true });
  for (const { name, path, open } of openings) {
    await openInApp(page, path);
    await open(page, say);
    await shown.first().waitFor({ timeout: scaled(10_000) });
    await settle(page);
    await still(page);
    const problems = await axeProblems(page);
    if (problems.length) found[name] = lines(problems);
    if (language === 'es') await ctx.browser.screenshot(`axe-es-${name.replace(/\W+/g, '-')}`);
    // Closed as a person closes it, before the next screen is opened from the header's links.
    await page.keyboard.press('Escape');
    await expect.poll(() => shown.count(), { timeout: scaled(10_000) }).toBe(0);
  }
  return found;
}

describe('accessibility of every screen', () => {
  const ctx = useServerAndBrowser();
  beforeAll(() => fillAPageOfRows(ctx.server.db), scaled(120_000));

  for (const language of ['es', 'en'] as const) {
    const every = language === 'es';
    it(`finds no critical, serious or moderate problem on ${every ? 'any route' : 'a sample of routes'} in ${language}`, {
      timeout: scaled(600_000),
    }, async () => {
      const found = await walkScreens(ctx, language, every ? everyScreen() : sampleOfScreens);
      console.log(language, JSON.stringify(found, null, 1));
      expect(found).toEqual({});
    });

    it(`finds none with the menus and dialogs open in ${language}`, {
      timeout: scaled(300_000),
    }, async () => {
      const found = await walkOpenings(ctx, language);
      console.log(language, JSON.stringify(found, null, 1));
      expect(found).toEqual({});
    });
  }

  it('the open menu holds the focus on its first item', { timeout: scaled(60_000) }, async () => {
    const { page } = ctx.browser;
    await signInAdminIn(ctx, 'en');
    await openInApp(page, '/trips');
    const menus = [
      { button: 'Account', first: 'Profile' },
      { button: 'Reports', first: 'Next Days' },
      { button: 'More filters', first: null },
    ];
    for (const { button, first } of menus) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('menu').waitFor();
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
      expect(focused, button).toBe('menuitem');
      if (first) {
        const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
        expect(name, button).toContain(first);
      }
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    }
  });
});
