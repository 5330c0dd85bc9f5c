import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sendingBrandOf } from '../src/modules/brandings/brandings.sending.ts';
import { resolveText } from '../src/modules/email-templates/email-templates.fallback.ts';
import { createEmailTemplatesRepo } from '../src/modules/email-templates/email-templates.repo.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

describe.each(targets)('the brand an email goes out under, on %s', (target) => {
  let t: TestApp;
  let brands: number[];
  const switchOff = (ids: number[]) =>
    t.db.updateTable('brandings').set({ is_active: false }).where('id', 'in', ids).execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    brands = (await t.db.selectFrom('brandings').select('id').orderBy('id').execute()).map((b) => b.id);
  });
  afterEach(() => t.db.updateTable('brandings').set({ is_active: true }).execute());
  afterAll(() => t.close());

  it("is the trip's own brand, even one switched off since the trip was booked", async () => {
    await switchOff([brands[1]!]);
    expect(await sendingBrandOf(t.db, { branding_id: brands[1] })).toBe(brands[1]);
  });

  it('is the first active brand for a trip without one, never a switched-off brand', async () => {
    expect(await sendingBrandOf(t.db, { branding_id: null })).toBe(brands[0]);
    await switchOff([brands[0]!]);
    expect(await sendingBrandOf(t.db, { branding_id: null })).toBe(brands[1]);
    await switchOff(brands);
    expect(await sendingBrandOf(t.db, {})).toBeUndefined();
  });

  it("lets a template fall back to the default brand's text, skipping a switched-off brand", async () => {
    const [off, active, own] = brands as [number, number, number];
    await t.db
      .deleteFrom('email_templates')
      .where('slug', '=', 'no-response')
      .where('branding_id', '=', own)
      .execute();
    const repo = createEmailTemplatesRepo(t.db);
    await switchOff([off]);
    const fallback = await resolveText(repo, 'no-response', own, 'es');
    expect(fallback).toMatchObject({ source: 'fallback', row: { branding_id: active, lang: 'es' } });
    await switchOff([active]);
    expect(await resolveText(repo, 'no-response', own, 'es')).toEqual({ row: undefined, source: 'none' });
  });
});
