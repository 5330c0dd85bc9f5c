import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { settle, signInAs } from './support/people.ts';
import { ADMIN, expectPath, see } from './support/session.ts';

const column = (page: Page, title: string) => page.getByRole('region', { name: title });
const sorted = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));
const names = (page: Page, title: string) =>
  column(page, title)
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function addTag(page: Page, title: string, kind: string, name: string) {
  await column(page, title)
    .getByRole('button', { name: `Add ${kind} tag` })
    .click();
  await column(page, title).getByRole('textbox').last().fill(name);
}

describe('tags settings', () => {
  const ctx = useServerAndBrowser();

  it('adds, renames and removes tags, and saves them all at once', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.goto(`${ctx.server.url}/tags-settings`);
    await expectPath(page, '/tags-settings');
    await column(page, 'Provider tags').getByRole('button', { name: 'Add provider tag' }).waitFor();
    const seeded = await names(page, 'Provider tags');

    await addTag(page, 'Provider tags', 'provider', 'Eco-friendly');
    await addTag(page, 'Provider tags', 'provider', 'Family run');
    await addTag(page, 'Trip tags', 'trip', 'Cyclists');
    await addTag(page, 'Invoice tags', 'invoice', 'Disputed');
    await see(page, 'Unsaved changes');
    await ctx.browser.screenshot('tags-settings-new');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Tags saved');
    await see(page, 'No unsaved changes');

    await page.reload();
    await column(page, 'Provider tags').getByRole('textbox').first().waitFor();
    expect(sorted(await names(page, 'Provider tags'))).toEqual(
      sorted([...seeded, 'Eco-friendly', 'Family run']),
    );
    const tripTags = await names(page, 'Trip tags');
    expect(tripTags).toContain('Cyclists');

    // Rename one, remove a saved one (queued, undoable), add and drop an unsaved one.
    await column(page, 'Trip tags')
      .getByRole('textbox')
      .nth(tripTags.indexOf('Cyclists'))
      .fill('Cyclists club');
    await page.getByRole('button', { name: 'Remove Family run' }).click();
    await page.getByRole('button', { name: 'Remove Disputed' }).click();
    await page.getByRole('button', { name: 'Undo removing Disputed' }).click();
    await addTag(page, 'Invoice tags', 'invoice', 'Temporary');
    await page.getByRole('button', { name: 'Remove Temporary' }).click();
    expect(await page.getByRole('button', { name: 'Undo removing Temporary' }).count()).toBe(0);
    await settle(page);
    await ctx.browser.screenshot('tags-settings-edited');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'Tags saved');

    await page.reload();
    await column(page, 'Provider tags').getByRole('textbox').first().waitFor();
    expect(sorted(await names(page, 'Provider tags'))).toEqual(sorted([...seeded, 'Eco-friendly']));
    expect(await names(page, 'Trip tags')).toContain('Cyclists club');
    expect(await names(page, 'Invoice tags')).toContain('Disputed');
    const ours = ['Disputed', 'Eco-friendly', 'Family run', 'Temporary', 'Cyclists', 'Cyclists club'];
    const stored = await ctx.server.db
      .selectFrom('tags')
      .select(['type', 'name'])
      .where('name', 'in', ours)
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { type: 'trip', name: 'Cyclists club' },
      { type: 'invoice', name: 'Disputed' },
      { type: 'provider', name: 'Eco-friendly' },
    ]);
  });

  it('shows blank and duplicate names on the tags, and Discard puts everything back', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await page.goto(`${ctx.server.url}/tags-settings`);
    await column(page, 'Provider tags').getByRole('button', { name: 'Add provider tag' }).waitFor();
    const before = await names(page, 'Provider tags');

    await column(page, 'Provider tags').getByRole('button', { name: 'Add provider tag' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await column(page, 'Provider tags').getByText('Required').waitFor();

    await column(page, 'Provider tags').getByRole('textbox').last().fill('Seasonal');
    await addTag(page, 'Provider tags', 'provider', 'SEASONAL');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, /already exists/);
    await settle(page);
    await ctx.browser.screenshot('tags-settings-error');

    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await names(page, 'Provider tags')).toEqual(before);
    await see(page, 'No unsaved changes');
  });
});
