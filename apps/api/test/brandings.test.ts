import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandingMessages } from '@trips/shared/modules/brandings/brandings.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith } from './support/people.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const logo = `data:image/png;base64,${PNG}`;

describe.each(targets)('brandings on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  const send = (method: 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trips-brands-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    admin = await signIn(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the demo brands and opens one with every setting defaulted', async () => {
    const list = (await get(t, '/brandings', admin)).json();
    expect(list.items.map((b: { name: string }) => b.name)).toEqual([
      'Camino Ways',
      'Cycle Iberia',
      'Walk Spain',
    ]);
    const one = (await get(t, `/brandings/${list.items[0].id}`, admin)).json();
    expect(one.version).toBe(1);
    expect(one.branding).toMatchObject({ name: 'Camino Ways', is_active: true, is_excel_import: false });
  });

  it('creates a brand with logos and voucher texts, keeps a logo sent back, replaces and removes them', async () => {
    const created = await post(
      t,
      '/brandings',
      {
        name: 'Bike Galicia',
        pdf_settings: { phone: '+34 600 000 000', email: 'pdf@bike.example.com', logo },
        customer_web_site_settings: {
          url: 'https://bike.example.com',
          voucher_texts: { ch: { cover_page: { eng: 'Welcome', spn: 'Bienvenido', grm: 'Willkommen' } } },
        },
      },
      admin,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { branding, version } = created.json();
    expect(branding.pdf_settings.logo).toMatch(/^\/api\/v1\/brandings\/logos\/\d+-[a-f0-9]{32}\.png$/);
    expect(branding.customer_web_site_settings.voucher_texts.ch.cover_page.grm).toBe('Willkommen');
    expect(branding.customer_web_site_settings.voucher_texts.wh.introduction_page.eng).toBe('');
    const file = await t.app.inject(branding.pdf_settings.logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'");

    const kept = await send('PUT', `/brandings/${branding.id}`, {
      ...branding,
      is_excel_import: true,
      version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().branding.pdf_settings.logo).toBe(branding.pdf_settings.logo);

    const replaced = await send('PUT', `/brandings/${branding.id}`, {
      ...kept.json().branding,
      pdf_settings: { ...branding.pdf_settings, logo: '' },
      request_settings: { ...branding.request_settings, logo },
      version: kept.json().version,
    });
    expect(replaced.json().branding.pdf_settings.logo).toBe('');
    expect(replaced.json().branding.request_settings.logo).toMatch(/^\/api\/v1\/brandings\/logos\//);
    expect((await t.app.inject(branding.pdf_settings.logo)).statusCode).toBe(404);
  });

  it('refuses a file that is not a picture, a logo of another brand, a taken name, and a stale save', async () => {
    const [first, second] = (await get(t, '/brandings', admin)).json().items;
    const one = (await get(t, `/brandings/${first.id}`, admin)).json();
    const body = { ...one.branding, version: one.version };
    const html = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script>').toString('base64')}`;
    const notPicture = await send('PUT', `/brandings/${first.id}`, {
      ...body,
      pdf_settings: { ...body.pdf_settings, logo: html },
    });
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().field_errors['pdf_settings.logo']).toBe(
      'The picture must be a PNG, JPEG or WebP image.',
    );
    const foreign = await send('PUT', `/brandings/${first.id}`, {
      ...body,
      pdf_settings: {
        ...body.pdf_settings,
        logo: '/api/v1/brandings/logos/9-00000000000000000000000000000000.png',
      },
    });
    expect(foreign.statusCode).toBe(400);
    const taken = await send('PUT', `/brandings/${first.id}`, { ...body, name: second.name.toUpperCase() });
    expect(taken.json().field_errors.name).toBe(brandingMessages.nameTaken);
    const badEmail = await send('PUT', `/brandings/${first.id}`, {
      ...body,
      pdf_settings: { ...body.pdf_settings, email: 'nope' },
    });
    expect(badEmail.json().field_errors['pdf_settings.email']).toBe('Invalid email address');

    expect((await send('PUT', `/brandings/${first.id}`, body)).statusCode).toBe(200);
    const stale = await send('PUT', `/brandings/${first.id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(brandingMessages.stale);
  });

  it('creates nothing when a logo is refused', async () => {
    const html = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script>').toString('base64')}`;
    const refused = await post(
      t,
      '/brandings',
      { name: 'Half made', request_settings: { logo: html } },
      admin,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors['request_settings.logo']).toBeDefined();
    const names = (await get(t, '/brandings', admin)).json().items.map((b: { name: string }) => b.name);
    expect(names).not.toContain('Half made');
  });

  it('keeps a brand that trips or email accounts use, deletes one nobody uses, and hides a switched-off brand from pickers', async () => {
    const items = (await get(t, '/brandings', admin)).json().items as { id: number; name: string }[];
    const used = items.find((b) => b.name === 'Camino Ways')!;
    const inUse = await send('DELETE', `/brandings/${used.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/^Camino Ways is used by \d+ trips \(.+\)/);
    expect(inUse.json().message).toMatch(/Switch it off instead\.$/);
    expect(inUse.json().used_by.map((u: { kind: string }) => u.kind)).toEqual(
      expect.arrayContaining(['trip', 'email_account']),
    );

    const spare = (await post(t, '/brandings', { name: 'Spare brand', is_active: false }, admin)).json()
      .branding;
    const lookup = (await get(t, '/lookups/brandings', admin)).json().items;
    expect(lookup.find((b: { id: number }) => b.id === spare.id)).toMatchObject({ is_active: false });
    expect((await send('DELETE', `/brandings/${spare.id}`)).statusCode).toBe(200);
    expect((await get(t, `/brandings/${spare.id}`, admin)).statusCode).toBe(404);
  });

  it('answers 403 without the branding right', async () => {
    const { token } = await memberWith(t, { trips: ['view'] }, 'no brands');
    expect((await get(t, '/brandings', token)).statusCode).toBe(403);
    expect((await post(t, '/brandings', { name: 'X' }, token)).statusCode).toBe(403);
  });
});
