import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { grantToGroup, settle, signInAs } from './support/people.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, see } from './support/session.ts';

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const tag = (page: Page, name: string) => page.getByRole('textbox', { name: `Tag: ${name}`, exact: true });

const tagsOf = async (server: E2EServer, type: 'provider' | 'trip' | 'invoice') =>
  (await server.db.selectFrom('tags').select('name').where('type', '=', type).orderBy('name').execute()).map(
    (t) => t.name,
  );

describe('tags settings', () => {
  const ctx = useServerAndBrowser();

  it('edits each kind of tag in its own tab, marks a tab with unsaved edits, saves each kind', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/settings-menu');
    await page.getByRole('link', { name: 'Tags', exact: true }).click();
    await expectPath(page, '/tags-settings');
    await page.getByRole('table', { name: 'Provider tags' }).waitFor();
    await expect.poll(() => tag(page, 'Preferred').inputValue()).toBe('Preferred');

    // A name already among the provider tags: the shared check's message beside the cell, nothing sent.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const fresh = tag(page, 'new row 1');
    await expect.poll(() => fresh.evaluate((el) => el === document.activeElement)).toBe(true);
    await fresh.fill('preferred');
    await save(page);
    await page.getByText('This value is already used in the list').first().waitFor();
    await fresh.fill('Eco-friendly');

    // The trips tab has its own list and Save; the providers tab keeps its edit, marked unsaved.
    await tab(page, 'Trips').click();
    await page.getByRole('table', { name: 'Trip tags' }).waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await tag(page, 'new row 1').fill('Cyclists');
    expect(await tab(page, 'Providers').textContent()).toContain('unsaved changes');
    await save(page);
    await see(page, 'Trip tags saved');
    await expect.poll(() => tagsOf(ctx.server, 'trip')).toContain('Cyclists');
    expect(await tagsOf(ctx.server, 'provider')).not.toContain('Eco-friendly');
    expect(await tab(page, 'Trips').textContent()).not.toContain('unsaved changes');

    await tab(page, 'Providers').click();
    expect(await tag(page, 'new row 1').inputValue()).toBe('Eco-friendly');
    await save(page);
    await see(page, 'Provider tags saved');
    await expect.poll(() => tagsOf(ctx.server, 'provider')).toContain('Eco-friendly');

    // Rename one tag; delete one providers carry (queued and undoable until Save): it leaves them.
    const quiet = await ctx.server.db
      .selectFrom('tags')
      .select('id')
      .where('type', '=', 'provider')
      .where('name', '=', 'Quiet area')
      .executeTakeFirstOrThrow();
    await tag(page, 'Preferred').fill('Preferred partner');
    await page.getByRole('button', { name: 'Delete Quiet area' }).click();
    await page.getByRole('button', { name: 'Undo removing Quiet area' }).click();
    await tag(page, 'Quiet area').waitFor();
    await page.getByRole('button', { name: 'Delete Quiet area' }).click();
    await settle(page);
    await ctx.browser.screenshot('tags-settings-edited');
    await save(page);
    await see(page, 'Provider tags saved');
    await expect.poll(() => tagsOf(ctx.server, 'provider')).toContain('Preferred partner');
    expect(await tagsOf(ctx.server, 'provider')).not.toContain('Quiet area');
    const links = await ctx.server.db
      .selectFrom('provider_tags')
      .select('provider_id')
      .where('tag_id', '=', quiet.id)
      .execute();
    expect(links).toEqual([]);

    await page.reload();
    await expect.poll(() => tag(page, 'Preferred partner').inputValue()).toBe('Preferred partner');
    expect(await tag(page, 'Quiet area').count()).toBe(0);
  });

  it('shows the tags read-only without the edit right, and the spec’s message when a list cannot load', async () => {
    const { page } = ctx.browser;
    await grantToGroup(ctx.server, 'Accounting', 'tags_settings', 'view');
    await page.route('**/api/v1/settings-lists/invoice_tags', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Not found', errors: [] }),
      }),
    );
    await signInAs(page, ctx.server, 'alba@example.com', DEMO_PASSWORD);
    await openInApp(page, '/tags-settings');
    await page.getByRole('table', { name: 'Provider tags' }).waitFor();
    await see(page, 'changing it needs the edit right');
    const first = page.getByRole('table', { name: 'Provider tags' }).getByRole('textbox').first();
    expect(await first.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

    await tab(page, 'Invoices').click();
    await see(page, 'unable to find tags');
    await settle(page);
    await ctx.browser.screenshot('tags-settings-error');
  });
});
