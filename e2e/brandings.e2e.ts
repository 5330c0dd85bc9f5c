import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { brandingMessages } from '@trips/shared/modules/brandings/brandings.constants';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/fixture.ts';
import { openInApp } from './support/navigate.ts';
import { grantToGroup, settle, signInAs } from './support/people.ts';
import { shoot } from './support/screenshots.ts';
import type { E2EServer } from './support/server.ts';
import { ADMIN, DEMO_PASSWORD, expectPath, see } from './support/session.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small RGB PNG, a logo-like block of colour bands, so the screenshots show something. */
function logoPng(width = 160, height = 48) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      const band = Math.floor((x / width) * 3);
      rows.set(
        [
          [24, 100, 171],
          [240, 140, 0],
          [47, 158, 68],
        ][band],
        at,
      );
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const brands = (page: Page) => page.getByRole('navigation', { name: 'Brands' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const walkingGerman = 'Walking voucher cover page in German';
const germanText = 'Willkommen auf dem Jakobsweg!\nIhre Unterlagen für die Reise.';

const brandRow = (server: E2EServer, name: string) =>
  server.db.selectFrom('brandings').selectAll().where('name', '=', name).executeTakeFirst();

/** Whether the logo <img> of a section has loaded a picture (an <img> sends no token). */
const logoWidth = (page: Page, title: string) =>
  section(page, title)
    .getByRole('img', { name: `${title} logo` })
    .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

async function confirmDelete(page: Page) {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete brand' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
}

describe('branding', () => {
  const ctx = useServerAndBrowser();
  const folder = mkdtempSync(join(tmpdir(), 'trips-e2e-logo-'));
  const logoFile = join(folder, 'test-brand-logo.png');
  writeFileSync(logoFile, logoPng());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('creates a brand with a phone, a logo and a voucher text, keeps them after a reload, refuses bad values beside their fields, a brand in use, and deletes it', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/settings-menu');
    await page.getByRole('link', { name: 'Branding', exact: true }).click();
    await expectPath(page, '/branding');
    await brands(page)
      .getByRole('link', { name: /Camino Ways/ })
      .waitFor();

    // A new brand is in the list, unsaved, until it is created.
    await page.getByRole('link', { name: 'New brand' }).click();
    await brands(page).getByText('Not saved yet').waitFor();
    await see(page, 'No unsaved changes');
    await field(page, 'Name').fill('Test Brand');
    await field(page, 'PDF phone').fill('+34 600 111 222');
    await section(page, 'PDF').locator('input[type=file]').setInputFiles(logoFile);
    await section(page, 'PDF').getByText('new, not saved yet').waitFor();
    await expect.poll(() => logoWidth(page, 'PDF')).toBe(160);
    await page.getByRole('tab', { name: 'Walking' }).click();
    await field(page, walkingGerman).fill(germanText);
    await see(page, 'Unsaved changes');
    await page.getByRole('button', { name: 'Create brand' }).click();
    await see(page, 'Brand created');
    await see(page, 'No unsaved changes');
    await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toMatch(/^\d+$/);
    await brands(page)
      .getByRole('link', { name: /Test Brand/ })
      .waitFor();
    await expect.poll(() => brands(page).getByText('Not saved yet').count()).toBe(0);

    const saved = await brandRow(ctx.server, 'Test Brand');
    expect(saved?.pdf_settings).toMatchObject({
      phone: '+34 600 111 222',
      logo: expect.stringMatching(/^logos\//),
    });
    expect(saved?.customer_web_site_settings).toMatchObject({
      voucher_texts: { wh: { cover_page: { grm: germanText } } },
    });

    // After a reload everything is there, and the saved logo loads from its URL.
    await page.reload();
    await expectPath(page, '/branding');
    await page.getByRole('heading', { name: 'Test Brand' }).waitFor();
    await expect.poll(() => field(page, 'PDF phone').inputValue()).toBe('+34 600 111 222');
    expect(await field(page, 'Name').inputValue()).toBe('Test Brand');
    const logo = section(page, 'PDF').getByRole('img', { name: 'PDF logo' });
    expect(await logo.getAttribute('src')).toMatch(/^\/api\/v1\/brandings\/logos\//);
    await expect.poll(() => logoWidth(page, 'PDF')).toBeGreaterThan(0);
    expect(await section(page, 'Request').getByRole('img').count()).toBe(0);
    await settle(page);
    await ctx.browser.screenshot('branding-brand');
    await page.getByRole('tab', { name: 'Walking' }).click();
    expect(await field(page, walkingGerman).inputValue()).toBe(germanText);
    // The screen as the user sees it with the voucher texts in view (a full-page shot repeats the header).
    await section(page, 'Voucher texts').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await settle(page);
    await shoot(page, 'branding-voucher-texts');

    // A bad email: the message beside the field, the edit kept, nothing sent.
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/v1/brandings/')) puts.push(r.url());
    });
    await field(page, 'Request email').fill('bookings-at-test');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await section(page, 'Request').getByText('Invalid email address').waitFor();
    expect(await field(page, 'Request email').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Request email').inputValue()).toBe('bookings-at-test');
    await see(page, 'Please correct the highlighted fields');
    expect(puts).toHaveLength(0);
    await settle(page);
    await ctx.browser.screenshot('branding-field-error');

    // The server's own refusal (a name another brand has) shows beside its field too, edits kept.
    await field(page, 'Request email').fill('bookings@test-brand.example');
    await field(page, 'Name').fill('walk spain');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await section(page, 'General').getByText(brandingMessages.nameTaken).waitFor();
    expect(puts).toHaveLength(1);
    expect(await field(page, 'Name').inputValue()).toBe('walk spain');
    expect(await field(page, 'Request email').inputValue()).toBe('bookings@test-brand.example');
    await page.getByRole('button', { name: 'Discard' }).click();
    await see(page, 'No unsaved changes');

    // A brand used by trips and email accounts is refused with the in-use message.
    await brands(page)
      .getByRole('link', { name: /Camino Ways/ })
      .click();
    await page.getByRole('heading', { name: 'Camino Ways' }).waitFor();
    await confirmDelete(page);
    await page
      .getByRole('alert')
      .filter({ hasText: /^Camino Ways is used by \d+ trips/ })
      .waitFor();
    expect(await brandRow(ctx.server, 'Camino Ways')).toBeDefined();
    await settle(page);
    await ctx.browser.screenshot('branding-in-use');
    await page.getByRole('dialog', { name: 'Cannot delete' }).getByRole('button', { name: 'Close' }).click();

    await brands(page)
      .getByRole('link', { name: /Test Brand/ })
      .click();
    await page.getByRole('heading', { name: 'Test Brand' }).waitFor();
    await confirmDelete(page);
    await see(page, 'Brand deleted');
    await expect
      .poll(() =>
        brands(page)
          .getByRole('link', { name: /Test Brand/ })
          .count(),
      )
      .toBe(0);
    expect(await brandRow(ctx.server, 'Test Brand')).toBeUndefined();
  });

  it('creates nothing when the server refuses a new brand’s logo, and keeps the edits on screen', async () => {
    const { page } = ctx.browser;
    // A PNG's signature and header pass the browser's check; the server cannot decode the rest.
    const broken = join(folder, 'broken.png');
    writeFileSync(broken, Buffer.concat([logoPng().subarray(0, 33), Buffer.alloc(64, 7)]));
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/branding?brand=new');
    await field(page, 'Name').fill('Broken Logo Brand');
    await section(page, 'Request').locator('input[type=file]').setInputFiles(broken);
    await section(page, 'Request').getByText('new, not saved yet').waitFor();
    await page.getByRole('button', { name: 'Create brand' }).click();
    await section(page, 'Request').getByText('The picture must be a PNG, JPEG or WebP image.').waitFor();
    await section(page, 'Request').getByText('This picture cannot be shown').waitFor();

    // Nothing was created: the new brand is still unsaved, with every edit on screen.
    expect(new URL(page.url()).searchParams.get('brand')).toBe('new');
    expect(await brandRow(ctx.server, 'Broken Logo Brand')).toBeUndefined();
    expect(await field(page, 'Name').inputValue()).toBe('Broken Logo Brand');
    await page.getByRole('button', { name: 'Remove Request logo' }).click();
    await field(page, 'Request phone').fill('+34 600 000 999');
    await page.getByRole('button', { name: 'Create brand' }).click();
    await see(page, 'Brand created');
    await expect
      .poll(async () => (await brandRow(ctx.server, 'Broken Logo Brand'))?.request_settings)
      .toMatchObject({
        phone: '+34 600 000 999',
        logo: '',
      });
    await confirmDelete(page);
    await see(page, 'Brand deleted');
  });

  it('keeps edits behind the stale notice, asks before leaving them, and is read-only without the edit right', async () => {
    const { page } = ctx.browser;
    await signInAs(page, ctx.server, ADMIN.email, ADMIN.password);
    await openInApp(page, '/branding');
    await brands(page)
      .getByRole('link', { name: /Walk Spain/ })
      .click();
    await page.getByRole('heading', { name: 'Walk Spain' }).waitFor();
    await field(page, 'Customer web site URL').fill('https://walk-spain.example');

    // Someone else saves first.
    await ctx.server.db
      .updateTable('brandings')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'Walk Spain')
      .execute();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await see(page, 'This brand was changed by someone else');
    expect(await field(page, 'Customer web site URL').inputValue()).toBe('https://walk-spain.example');

    // Leaving with the edits asks first; staying keeps them.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await brands(page)
      .getByRole('link', { name: /Cycle Iberia/ })
      .click();
    await expect.poll(() => asked).toHaveLength(1);
    expect(await field(page, 'Customer web site URL').inputValue()).toBe('https://walk-spain.example');

    await page.getByRole('button', { name: 'Reload' }).click();
    await see(page, 'No unsaved changes');
    expect(await field(page, 'Customer web site URL').inputValue()).toBe('');

    // The Accounting group may see brands but not change them.
    await grantToGroup(ctx.server, 'Accounting', 'branding', 'view');
    await page.evaluate(() => window.localStorage.clear());
    await signInAs(page, ctx.server, 'alba@example.com', DEMO_PASSWORD);
    await openInApp(page, '/branding');
    await brands(page)
      .getByRole('link', { name: /Camino Ways/ })
      .click();
    await page.getByRole('heading', { name: 'Camino Ways' }).waitFor();
    await see(page, 'changing it needs the edit right');
    expect(await field(page, 'Name').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New brand' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Choose picture/ }).count()).toBe(0);
  });
});
