import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { signInAs } from './support/people.ts';
import { ADMIN, expectPath, see } from './support/session.ts';

const modules = [
  'Settings',
  'Ration replacements',
  'Name variations',
  'Meeting points',
  'Priority lists',
  'Tasks',
];
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const status = (page: Page, title: string) => page.getByLabel(`${title} status`, { exact: true });

describe('location modules', () => {
  const ctx = useServerAndBrowser();

  it('is a screen of its own: the modules, and where each stands for the chosen location', async () => {
    const { page } = ctx.browser;
    const { db } = ctx.server;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/location-modules');
    await expectPath(page, '/location-modules');
    await page.getByRole('heading', { name: 'Location modules', level: 1 }).waitFor();
    for (const title of modules) {
      await card(page, title).waitFor();
      // Nothing to open before a location is chosen.
      expect(await card(page, title).getByRole('button', { name: 'Open' }).isDisabled()).toBe(true);
    }
    expect(new URL(page.url()).pathname).toBe('/location-modules');
    await ctx.browser.screenshot('location-modules-empty');

    const sarria = await db
      .selectFrom('locations')
      .select(['id', 'is_automated_processing'])
      .where('name', '=', 'Sarria')
      .executeTakeFirstOrThrow();
    const count = async (table: 'meeting_points' | 'location_name_variations') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('location_id', '=', sarria.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const ranked = async (list: 'hotel' | 'superior' | 'emergency_transfer') =>
      Number(
        (
          await db
            .selectFrom('location_priority_providers')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('location_id', '=', sarria.id)
            .where('list', '=', list)
            .executeTakeFirstOrThrow()
        ).n,
      );

    await page.getByRole('combobox', { name: 'Location', exact: true }).fill('sarr');
    await page.getByRole('option', { name: 'Sarria', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe(String(sarria.id));

    const points = await count('meeting_points');
    await expect
      .poll(() => status(page, 'Meeting points').textContent())
      .toBe(`${points} meeting point${points === 1 ? '' : 's'}`);
    const variations = await count('location_name_variations');
    await expect
      .poll(() => status(page, 'Name variations').textContent())
      .toMatch(new RegExp(`^${variations} variation`));
    const [hotels, superiors, emergency] = await Promise.all(
      (['hotel', 'superior', 'emergency_transfer'] as const).map(ranked),
    );
    await expect
      .poll(() => status(page, 'Priority lists').textContent())
      .toBe(`Hotels ${hotels} · Superiors ${superiors} · Emergency transfers ${emergency}`);
    await expect
      .poll(() => status(page, 'Settings').textContent())
      .toContain(`Automated processing ${sarria.is_automated_processing ? 'on' : 'off'}`);
    await expect.poll(() => status(page, 'Tasks').textContent()).toMatch(/^\d+ pending · \d+ overdue$/);
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await ctx.browser.screenshot('location-modules');

    // Open takes the user to that module of the location's screen, scrolled into view.
    await card(page, 'Meeting points').getByRole('link', { name: 'Open Meeting points' }).click();
    await expectPath(page, `/location-modules/${sarria.id}`);
    expect(new URL(page.url()).hash).toBe('#module-meeting-points');
    const section = page.locator('#module-meeting-points');
    await section.getByRole('region', { name: 'Meeting points' }).waitFor();
    await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(60);
    await expect.poll(async () => (await section.boundingBox())?.y ?? 1000).toBeLessThan(150);

    // Back returns to the overview with the location still chosen.
    await page.goBack();
    await expectPath(page, '/location-modules');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Location', exact: true }).inputValue())
      .toBe('Sarria');
    await status(page, 'Meeting points').waitFor();
  });

  it('says so when the location in the address does not exist', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/location-modules?location=999999');
    await expectPath(page, '/location-modules');
    await see(page, 'Location not found');
    expect(await card(page, 'Settings').getByRole('button', { name: 'Open' }).isDisabled()).toBe(true);
  });
});
