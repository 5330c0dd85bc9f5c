import { describe, expect, it } from 'vitest';
import { signedInRoutes } from '../apps/web/src/app/routeTable.ts';
import { axeProblems } from './support/axe.ts';
import { useServerAndBrowser } from './support/fixture.ts';
import { ADMIN, expectPath, signInThroughForm } from './support/session.ts';
import { scaled } from './support/timeouts.ts';

/** A demo record for each kind of detail route, so the walk sees a filled screen. */
const concrete = (path: string) =>
  path
    .replace('/trip-details/:id', '/trip-details/1')
    .replace('/provider-details/:id', '/provider-details/1')
    .replace('/location-modules/:id', '/location-modules/1')
    .replace('/task-details/:id', '/task-details/1')
    .replace('/settings-section/:id', '/settings-section/booking')
    .replace(/:\w+/g, '1');

describe('accessibility of every screen', () => {
  const ctx = useServerAndBrowser();

  it('finds no critical or serious problem on any route, signed out or signed in', {
    timeout: scaled(600_000),
  }, async () => {
    const { page } = ctx.browser;
    const found: Record<string, string[]> = {};
    const walk = async (path: string) => {
      await page.goto(`${ctx.server.url}${path}`);
      await expect
        .poll(() => page.locator('body').getAttribute('data-path'), { timeout: scaled(15_000) })
        .not.toBeNull();
      // Settle: no loader or list skeleton left on the screen.
      await expect
        .poll(() => page.locator('.mantine-Loader-root, [aria-busy="true"]').count(), {
          timeout: scaled(15_000),
        })
        .toBe(0);
      const problems = await axeProblems(page);
      if (problems.length)
        found[path] = problems.map(
          (p) => `${p.impact} ${p.id}: ${p.help} — ${p.targets.slice(0, 3).join(' | ')}`,
        );
    };
    for (const path of ['/login', '/request-to-reset']) await walk(path);
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    for (const path of ['/home', '/reports/next_days_report', ...signedInRoutes.map((r) => concrete(r.path))])
      await walk(path);
    console.log(JSON.stringify(found, null, 1));
    expect(found).toEqual({});
  });
  it('finds none with a menu open, and the open menu holds the focus on its first item', async () => {
    const { page } = ctx.browser;
    await page.goto(`${ctx.server.url}/login`);
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expectPath(page, '/home');
    await page.goto(`${ctx.server.url}/trips`);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: scaled(15_000) }).toBe(0);
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
      // Checked once the menu's opening transition has ended: a half-faded item reads as low contrast.
      await expect.poll(() => axeProblems(page), { message: button }).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    }
  });
});
