import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { settle, signInAs } from './support/people.ts';
import { idOf, pick } from './support/providers.ts';
import { ADMIN, expectPath, expectPathLike, see } from './support/session.ts';

describe('dossiers', () => {
  const ctx = useServerAndBrowser();

  it('opens a dossier from the list, saves an edit that a reload keeps, and a trip shows its match', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/dossiers');
    await page.getByRole('link', { name: 'PAM-LOG-4N' }).click();
    await expectPathLike(page, /^\/dossier-details\/\d+\/\d+$/);
    const setting = page.getByRole('group', { name: 'Setting 1' });
    await expect.poll(() => setting.getByLabel('Holiday id').inputValue()).toBe('PAM-LOG-4N');
    await see(page, 'Created by');
    await see(page, 'Generated from the title and text');

    await setting.getByLabel('Title', { exact: true }).fill('Pamplona walk');
    await page.getByRole('button', { name: 'Save' }).click();
    await see(page, 'Dossier saved');
    await settle(page);
    await ctx.browser.screenshot('dossier-detail');
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('group', { name: 'Setting 1' }).getByLabel('Title', { exact: true }).inputValue(),
      )
      .toBe('Pamplona walk');

    // A walking trip of the dossier's brand from Pamplona to Logroño on that holiday finds it.
    const [pamplona, logrono] = await Promise.all(
      ['Pamplona', 'Logroño'].map((name) => idOf(ctx.server, 'locations', 'name', name)),
    );
    const brand = await ctx.server.db
      .selectFrom('dossiers')
      .innerJoin('dossier_settings', 'dossier_settings.dossier_id', 'dossiers.id')
      .select('dossiers.branding_id')
      .where('dossier_settings.holiday_id', '=', 'PAM-LOG-4N')
      .executeTakeFirstOrThrow();
    const trip = await ctx.server.db
      .insertInto('trips')
      .values({
        trip_name: 'Dossier match walk',
        start_date: '2031-06-01',
        end_date: '2031-06-05',
        branding_id: brand.branding_id,
        trip_type_id: 2,
        start_location_id: pamplona,
        end_location_id: logrono,
        holiday_id: 'PAM-LOG-4N',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/trip-details/${trip.id}`);
    const match = page.getByTestId('dossier-match');
    await match.waitFor();
    await see(page, 'Matched dossier:');
    expect(await match.getByRole('link', { name: 'Pamplona walk' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Use as the dossier link' }).click();
    await see(page, 'The dossier link points at this dossier.');
    await match.scrollIntoViewIfNeeded();
    await ctx.browser.screenshot('dossier-trip-match');
  });

  it('adds a dossier and uploads its English PDF', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/dossiers');
    await page.getByRole('link', { name: 'New dossier' }).click();
    await expectPath(page, '/add-dossier');
    await pick(page, 'Brand', 'walk', 'Walk Spain');
    const setting = page.getByRole('group', { name: 'Setting 1' });
    await setting.getByLabel('Holiday id').fill('E2E-1');
    await setting.getByLabel('Title', { exact: true }).fill('Browser dossier');
    await page.getByRole('button', { name: 'Create dossier' }).click();
    // The toast closes after 2 s, the path stays: look for the toast first.
    await see(page, 'Dossier created');
    await expectPathLike(page, /^\/dossier-details\/\d+\/\d+$/);

    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload PDF (English)' }).click();
    await (await chooser).setFiles({ name: 'route-en.pdf', mimeType: 'application/pdf', buffer: pdf });
    await see(page, 'Dossier PDF uploaded');
    await see(page, /route-en\.pdf, uploaded by Ada Admin/);
  });

  it("says when a dossier does not exist, and keeps an edit that met someone else's save until Reload", async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/dossier-details/999999/1');
    await see(page, 'Dossier not found');
    await see(page, 'There is no dossier with this number; it may have been deleted.');

    const sarria = await ctx.server.db
      .selectFrom('dossier_settings')
      .select(['id', 'dossier_id'])
      .where('holiday_id', '=', 'SAR-SAN-6N')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await page.goto(`${ctx.server.url}/dossier-details/${sarria.dossier_id}/${sarria.id}`);
    const title = page.getByRole('group', { name: 'Setting 1' }).getByLabel('Title', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('Sarria to Santiago');
    await ctx.server.db
      .updateTable('dossier_settings')
      .set({ title: 'Changed elsewhere' })
      .where('id', '=', sarria.id)
      .execute();
    await ctx.server.db
      .updateTable('dossiers')
      .set({ version: sql`version + 1` })
      .where('id', '=', sarria.dossier_id)
      .execute();
    await title.fill('My Sarria walk');
    await page.getByRole('button', { name: 'Save' }).click();
    await see(page, 'This dossier was changed by someone else');
    expect(await title.inputValue()).toBe('My Sarria walk');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => title.inputValue()).toBe('Changed elsewhere');
    await see(page, 'No unsaved changes');
  });
});
