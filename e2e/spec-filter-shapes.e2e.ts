import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { signInAs } from './support/people.ts';
import { pick } from './support/providers.ts';
import { ADMIN, expectPath } from './support/session.ts';

/** The next search of a list, and the body it was sent with. */
async function nextSearch(page: Page, list: string, act: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith(`/api/v1/${list}/search`) && r.request().method() === 'POST',
    ),
    act(),
  ]);
  return { body: response.request().postDataJSON(), result: await response.json() };
}

/** Filters are sent in the shapes spec part 1 §3 gives them: autocomplete 'is', providers' tags as text / contains. */
describe('filters in the shapes of the spec', () => {
  const ctx = useServerAndBrowser();

  it("offers the providers' coordinates as two choices and sends the one picked", async () => {
    const { page } = ctx.browser;
    const { db } = ctx.server;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/providers');
    await expectPath(page, '/providers');
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('menuitem', { name: 'Coordinates' }).click();
    await page.getByRole('combobox', { name: 'Coordinates', exact: true }).click();
    await page.getByRole('option', { name: 'Without coordinates', exact: true }).waitFor();
    const { body, result } = await nextSearch(page, 'providers', () =>
      page.getByRole('option', { name: 'With coordinates', exact: true }).click(),
    );
    expect(body.coordinates).toEqual({ values: [1], filter_type: 'autocomplete', option_type: 'is' });
    const located = await db
      .selectFrom('providers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(result.all_count).toBe(Number(located.n));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Coordinates: With coordinates' }).waitFor();
  });

  it("picks the trips' tags by name and sends them as autocomplete 'is'", async () => {
    const { page } = ctx.browser;
    const { db } = ctx.server;
    const tag = await db
      .selectFrom('tags')
      .innerJoin('trip_tags', 'trip_tags.tag_id', 'tags.id')
      .select(['tags.id', 'tags.name'])
      .where('tags.type', '=', 'trip')
      .orderBy('tags.id')
      .executeTakeFirstOrThrow();
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/trips');
    await expectPath(page, '/trips');
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('menuitem', { name: 'Tags', exact: true }).click();
    const { body, result } = await nextSearch(page, 'trips', () =>
      pick(page, 'Tags', tag.name.slice(0, 3), tag.name),
    );
    expect(body.tags).toEqual({ values: [tag.id], filter_type: 'autocomplete', option_type: 'is' });
    const tagged = await db
      .selectFrom('trip_tags')
      .select((eb) => eb.fn.count('trip_id').distinct().as('n'))
      .where('tag_id', '=', tag.id)
      .executeTakeFirstOrThrow();
    expect(result.all_count).toBe(Number(tagged.n));
  });
  it("picks the providers' tags as before and sends 'has any of' as the spec's text / contains", async () => {
    const { page } = ctx.browser;
    const { db } = ctx.server;
    const tag = await db
      .selectFrom('tags')
      .innerJoin('provider_tags', 'provider_tags.tag_id', 'tags.id')
      .select(['tags.id', 'tags.name'])
      .where('tags.type', '=', 'provider')
      .orderBy('tags.id')
      .executeTakeFirstOrThrow();
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/providers');
    await expectPath(page, '/providers');
    await page.getByRole('button', { name: 'More filters' }).click();
    await page.getByRole('menuitem', { name: 'Tags', exact: true }).click();
    // The screen keeps its operator choice (has any of / has all of / has none of).
    const operator = page.getByRole('combobox', { name: 'Tags operator' });
    await operator.waitFor();
    const { body, result } = await nextSearch(page, 'providers', () =>
      pick(page, 'Tags', tag.name.slice(0, 3), tag.name),
    );
    expect(body.tags).toEqual({ values: [tag.id], filter_type: 'text', option_type: 'contains' });
    const tagged = await db
      .selectFrom('provider_tags')
      .select((eb) => eb.fn.count('provider_id').distinct().as('n'))
      .where('tag_id', '=', tag.id)
      .executeTakeFirstOrThrow();
    expect(result.all_count).toBe(Number(tagged.n));
    const providerCount = async () =>
      Number(
        (
          await db
            .selectFrom('providers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // "Has none of" has no shape in the spec: it goes as the tags field's own.
    const none = await nextSearch(page, 'providers', async () => {
      await operator.selectOption('has_none');
    });
    expect(none.body.tags).toEqual({ values: [tag.id], filter_type: 'tags', option_type: 'has_none' });
    expect(none.result.all_count).toBe((await providerCount()) - Number(tagged.n));
  });
});
